// The admin's CSV import (POST /api/admin/jobs/bulk-upload), for the files that need jobs of their own.
import { http, type HttpAnswer, type Role } from "./client";

/** The import's columns, in the order the tests write their rows. */
export const JOB_CSV_HEADER = "job_title,company_name,location,salary,category,job_description,link_status,application_url";

export function importJobsCsv(
  csv: string | Blob,
  options: { as?: Role; name?: string; type?: string; skipWarnings?: boolean } = {},
): Promise<HttpAnswer> {
  const form = new FormData();
  form.set("csvFile", new File([csv], options.name ?? "jobs.csv", { type: options.type ?? "text/csv" }));
  form.set("skipWarnings", String(options.skipWarnings ?? false));
  return http("/api/admin/jobs/bulk-upload", { method: "POST", rawBody: form, as: options.as ?? "admin" });
}
