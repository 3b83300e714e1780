// GET /api/employers/{id}/jobs — the jobs linked to a sales lead, in every state (admin only).
import { getEmployersIdJobs } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { employerJobs } from "@/server/crm/employers";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getEmployersIdJobs, async ({ params }) => await employerJobs(await getDb(), params.id)),
);
