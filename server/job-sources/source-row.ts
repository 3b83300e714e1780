// A job source as stored (server/db/schema.ts's job_sources).
import "server-only";
import type { jobSources } from "../db/schema";

export type JobSourceRow = typeof jobSources.$inferSelect;
