// The browser's POST /api/jobs/{id}/applications: JSON, or multipart when a CV goes with it (the server
// judges the file's bytes; the sheet only checks its size and kind for a quick message). Used by the sheet and
// by the outbox, which sends an application made offline (always without a CV, decision 133).
import type { postJobsIdApplications } from "@/lib/api/operations/applications";
import { endpoint, type Answer } from "../query/call-api";
import { RequestError } from "../forms/post-json";

const apply = endpoint<typeof postJobsIdApplications>("POST /api/jobs/{id}/applications");

export type ApplicationBody = { answers: { id: string; value: string }[]; note?: string; phone?: string };
export type ApplicationSent = Answer<typeof postJobsIdApplications>;

/** A refusal as RequestError (status, the server's message, its field and code), as sendJson gives it. */
async function refusal(res: Response): Promise<RequestError> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { message?: string; field?: string; code?: string };
    return new RequestError(res.status, body.message ?? res.statusText, body.field, body.code);
  } catch {
    return new RequestError(res.status, text || res.statusText);
  }
}

/** Resolves to the new application; rejects with RequestError when refused, TypeError when nothing came back. */
export async function postApplication(jobId: string, body: ApplicationBody, cv?: File | null): Promise<ApplicationSent> {
  if (!cv) return apply.call({ params: { id: jobId }, body });
  const form = new FormData();
  form.set("answers", JSON.stringify(body.answers));
  if (body.note) form.set("note", body.note);
  if (body.phone) form.set("phone", body.phone);
  form.set("cv", cv, cv.name);
  const res = await fetch(apply.url({ params: { id: jobId } }), { method: "POST", credentials: "include", body: form });
  if (!res.ok) throw await refusal(res);
  return (await res.json()) as ApplicationSent;
}
