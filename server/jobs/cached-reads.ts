// The public pages' reads, kept in the process cache until a job write invalidates them, so repeat
// views of the home and job pages do not touch the database.
import "server-only";
import type { JobSearch } from "@/lib/schemas/job-search";
import type { Db } from "../db/client";
import { cached, jobTag, JOBS_TAG } from "../cache";
import { listedJobById } from "./public-jobs";
import { featuredJobs, searchJobs, type JobFilters } from "./search-jobs";

const PAGE_TTL_MS = 30_000;

export const cachedSearch = (db: Db, search: JobSearch) =>
  cached(JOBS_TAG, `search:${JSON.stringify(search)}`, PAGE_TTL_MS, () => searchJobs(db, search));

export const cachedFeatured = (db: Db, filters: Partial<JobFilters> = {}) =>
  cached(JOBS_TAG, `featured:${JSON.stringify(filters)}`, PAGE_TTL_MS, () => featuredJobs(db, filters));

export const cachedJob = (db: Db, id: string) => cached(JOBS_TAG, `job:${id}`, PAGE_TTL_MS, () => listedJobById(db, id), [jobTag(id)]);
