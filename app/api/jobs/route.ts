// GET /api/jobs — public job search: filters, sort, paging, ids; total in X-Total-Count, ETag honoured.
import { jobSearchSchema } from "@/lib/schemas/job-search";
import { handle, jsonWithEtag, readQuery } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { searchJobs } from "@/server/jobs/search-jobs";

export const GET = handle(async (request) => {
  const search = readQuery(request, jobSearchSchema);
  const { jobs, total } = await searchJobs(await getDb(), search);
  return jsonWithEtag(request, jobs, { "X-Total-Count": String(total) });
});
