// PATCH /api/user/jobs/{id} — the signed-in employer edits a posting (fields that do not change the price).
// DELETE /api/user/jobs/{id} — archives one of the signed-in employer's postings (hidden, data kept).
import { deleteUserJobsId, patchUserJobsId } from "@/lib/api/operations/posting";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { archiveEmployerJob, editEmployerJob } from "@/server/jobs/employer-jobs";
import { JOB_IMAGE_LABELS, rehostImageFields } from "@/server/uploads/rehost-image";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(patchUserJobsId, async ({ request, user, params, body }) => {
    const db = await getDb();
    const edit = await rehostImageFields(body, JOB_IMAGE_LABELS, { db, account: user.id, signal: request.signal });
    return editEmployerJob(db, user.id, params.id, edit);
  }),
  route(deleteUserJobsId, async ({ user, params }) => {
    await archiveEmployerJob(await getDb(), user.id, params.id);
    return { message: "Job removed successfully" };
  }),
);
