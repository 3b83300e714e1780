// PATCH /api/admin/jobs/{id} — change a job's allowlisted fields; DELETE — delete it for good (admin only).
import { deleteAdminJobsId, patchAdminJobsId } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { deleteJob, updateJob } from "@/server/jobs/admin-jobs";
import { JOB_IMAGE_LABELS, rehostImageFields } from "@/server/uploads/rehost-image";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(patchAdminJobsId, async ({ request, user, params, body }) => {
    const db = await getDb();
    const patch = await rehostImageFields(body, JOB_IMAGE_LABELS, { db, account: user.id, signal: request.signal });
    return updateJob(db, params.id, patch, user.id);
  }),
  route(deleteAdminJobsId, async ({ params, user }) => {
    await deleteJob(await getDb(), params.id, user.id);
    return { message: "Job deleted successfully" };
  }),
);
