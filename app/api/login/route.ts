// POST /api/login — signs in with username and password.
import { postLogin } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getAuth, getDb } from "@/server/runtime";
import { login } from "@/server/accounts/sessions";
import { signedInResponse } from "@/server/http/cookies";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postLogin, async ({ request, body }) =>
    signedInResponse(await login(await getDb(), await getAuth(), body, request.headers, visitContext(request).ipHash), 200),
  ),
);
