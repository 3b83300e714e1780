// The addresses search engines are told about for jobs: each job's canonical page under BASE_URL, the same
// address its sitemap entry and JobPosting data name (the /jobs/{id} form only redirects there).
import "server-only";
import { jobPath } from "@/lib/job-path";
import { config } from "../config";

export function jobPageUrls(jobs: readonly (string | { id: string })[], baseUrl = config().baseUrl): string[] {
  return jobs.map((job) => `${baseUrl}${jobPath(typeof job === "string" ? job : job.id)}`);
}
