// POST /api/register — creates a Job Seeker or Employer account and signs it in.
import { postRegister } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getAuth, getDb } from "@/server/runtime";
import { register } from "@/server/accounts/sessions";
import { signedInResponse } from "@/server/http/cookies";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postRegister, async ({ request, body }) =>
    signedInResponse(await register(await getDb(), await getAuth(), body, request.headers, visitContext(request).ipHash), 201),
  ),
);
