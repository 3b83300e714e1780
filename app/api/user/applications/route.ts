// GET /api/user/applications — the signed-in seeker's applications, newest first, for the tracker.
import { getUserApplications } from "@/lib/api/operations/applications";
import { listSeekerApplications } from "@/server/applications/seeker-applications";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserApplications, async ({ user }) => ({ applications: await listSeekerApplications(await getDb(), user.id) })),
);
