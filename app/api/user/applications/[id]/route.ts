// DELETE /api/user/applications/{id} — the seeker withdraws an application; anyone else is told 404.
import { deleteUserApplicationsId } from "@/lib/api/operations/applications";
import { APPLICATION_NOT_FOUND, withdrawApplication } from "@/server/applications/seeker-applications";
import { notFound } from "@/server/http/errors";
import { currentUser } from "@/server/http/guards";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(deleteUserApplicationsId, async ({ request, params }) => {
    // Signed out is answered as a stranger is: an application's id says nothing to anyone but its seeker.
    const user = await currentUser(request.headers);
    if (!user) throw notFound(APPLICATION_NOT_FOUND);
    const answer = Response.json(await withdrawApplication(await getDb(), user.id, params.id));
    answer.headers.set("Cache-Control", "no-store");
    return answer;
  }),
);
