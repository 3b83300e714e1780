// The public pages' reads, kept in the process cache until a job write invalidates them, so repeat
// views of the home and job pages do not touch the database.
import "server-only";
import type { JobSearch } from "@/lib/schemas/job-search";
import type { Db } from "../db/client";
import { cached, JOBS_TAG } from "../cache";
import { featuredJobs, listedJobById } from "./public-jobs";
import { searchJobs } from "./search-jobs";

const PAGE_TTL_MS = 30_000;

export const cachedSearch = (db: Db, search: JobSearch) =>
  cached(JOBS_TAG, `search:${JSON.stringify(search)}`, PAGE_TTL_MS, () => searchJobs(db, search));

export const cachedFeatured = (db: Db) => cached(JOBS_TAG, "featured", PAGE_TTL_MS, () => featuredJobs(db));

export const cachedJob = (db: Db, id: string) => cached(JOBS_TAG, `job:${id}`, PAGE_TTL_MS, () => listedJobById(db, id));

