// POST /api/register — creates a Job Seeker or Employer account and emails its verification link.
import { postRegister } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getAuth, getDb } from "@/server/runtime";
import { register, REGISTERED_MESSAGE } from "@/server/accounts/sessions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postRegister, async ({ request, body }) => {
    await register(await getDb(), await getAuth(), body, request.headers, visitContext(request).ipHash);
    return { message: REGISTERED_MESSAGE };
  }),
);
