// GET /api/employers/counts — the CRM's figures: total, contacted, converted and seed leads (admin only).
import { getEmployersCounts } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { employerStats } from "@/server/crm/employers";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(route(getEmployersCounts, async () => await employerStats(await getDb())));
