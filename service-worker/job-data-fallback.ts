// Offline, My List asks /api/jobs for a set of ids it may never have asked for in exactly that form (a job
// was saved since). Every public job list the browser read is kept; this answers such a request from the
// jobs those lists held, in the order asked for. A job no kept list held is left out, as a closed one is.
type JobCard = { id: string };

/** The ids an /api/jobs address asks for, or null when it asks for a filtered list instead. */
export function requestedIds(url: URL): string[] | null {
  const ids = url.searchParams.get("ids");
  return ids ? ids.split(",").filter(Boolean) : null;
}

export async function jobsFromKeptLists(cache: Cache, ids: string[]): Promise<Response | undefined> {
  const wanted = new Set(ids);
  const found = new Map<string, JobCard>();
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    if (!kept) continue;
    const list: unknown = await kept.json().catch(() => null);
    if (!Array.isArray(list)) continue;
    for (const job of list as JobCard[]) if (wanted.has(job.id) && !found.has(job.id)) found.set(job.id, job);
    if (found.size === wanted.size) break;
  }
  if (found.size === 0) return undefined;
  const jobs = ids.map((id) => found.get(id)).filter((job) => job !== undefined);
  return Response.json(jobs, { headers: { "X-Outpost-Offline": "1" } });
}
