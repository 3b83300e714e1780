// GET /api/stats — average salary, active jobs, companies and countries on the board.
import { handle, jsonWithEtag, otherMethods } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { jobStats } from "@/server/jobs/public-jobs";

export const GET = handle(async (request) => jsonWithEtag(request, await jobStats(await getDb())));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
