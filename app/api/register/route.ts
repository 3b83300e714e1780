// POST /api/register — creates a Job Seeker or Employer account and signs it in.
import { registerSchema } from "@/lib/schemas/auth";
import { handle, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getAuth, getDb } from "@/server/runtime";
import { register } from "@/server/accounts/sessions";
import { signedInResponse } from "@/server/http/cookies";

export const POST = handle(async (request) => {
  const input = await readJson(request, registerSchema);
  return signedInResponse(await register(await getDb(), await getAuth(), input, request.headers, visitContext(request).ipHash), 201);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
