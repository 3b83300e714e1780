// POST /api/login — signs in with username and password.
import { loginSchema } from "@/lib/schemas/auth";
import { handle, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getAuth, getDb } from "@/server/runtime";
import { login } from "@/server/accounts/sessions";
import { signedInResponse } from "@/server/http/cookies";

export const POST = handle(async (request) => {
  const input = await readJson(request, loginSchema);
  return signedInResponse(await login(await getDb(), await getAuth(), input, request.headers, visitContext(request).ipHash), 200);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
