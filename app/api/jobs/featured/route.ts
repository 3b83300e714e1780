// GET /api/jobs/featured — the first three featured jobs.
import { handle, jsonWithEtag, otherMethods } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { featuredJobs } from "@/server/jobs/public-jobs";

export const GET = handle(async (request) => jsonWithEtag(request, await featuredJobs(await getDb())));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
