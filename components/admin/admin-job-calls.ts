// The admin calls on one job that several back-office screens make.
import type { deleteAdminJobsId, patchAdminJobsId } from "@/lib/api/operations/admin";
import { endpoint } from "../query/call-api";

export const updateJob = endpoint<typeof patchAdminJobsId>("PATCH /api/admin/jobs/{id}");
export const deleteJob = endpoint<typeof deleteAdminJobsId>("DELETE /api/admin/jobs/{id}");
