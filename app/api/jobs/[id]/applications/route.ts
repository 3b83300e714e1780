// POST /api/jobs/{id}/applications — a verified seeker applies on Outpost: JSON, or a form with a CV.
import type { NextRequest } from "next/server";
import { MAX_CV_BYTES } from "@/lib/applications/kinds";
import { postJobsIdApplications } from "@/lib/api/operations/applications";
import { applyInputSchema, type ApplyInput } from "@/lib/schemas/applications";
import { applyToJob, CV_TOO_LARGE, mayApply, type CvUpload } from "@/server/applications/apply";
import { readLimitedBody } from "@/server/http/body";
import { badRequest, HttpError } from "@/server/http/errors";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";

// Multipart framing and the text fields add a little to the file itself.
const MAX_FORM_BYTES = MAX_CV_BYTES + 64 * 1024;
const MAX_JSON_BYTES = 1_000_000;

type Sent = { fields: unknown; cv?: CvUpload };

/** The body's bytes, held to its kind's size before anyone is asked who they are. */
async function readBody(request: NextRequest): Promise<Sent> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    const text = new TextDecoder().decode(await readLimitedBody(request, MAX_JSON_BYTES, "Request body is too large"));
    try {
      return { fields: text.trim() ? JSON.parse(text) : {} };
    } catch {
      throw badRequest("Malformed JSON body", "malformed_json");
    }
  }
  const body = await readLimitedBody(request, MAX_FORM_BYTES, CV_TOO_LARGE).catch((error: unknown) => {
    // The form's size is the CV's in all but a few bytes: say which field is at fault.
    throw error instanceof HttpError && error.status === 413 ? new HttpError(413, CV_TOO_LARGE, "cv", "too_large") : error;
  });
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("Malformed multipart body");
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  let answers: unknown = [];
  const answersText = text("answers");
  if (answersText?.trim()) {
    try {
      answers = JSON.parse(answersText);
    } catch {
      throw new HttpError(400, "answers is JSON text: a list of { id, value }", "answers");
    }
  }
  const file = form.get("cv");
  // A form's empty file input arrives as a nameless, empty file: no CV was chosen.
  const cv =
    file instanceof File && (file.size > 0 || file.name) ? { data: Buffer.from(await file.arrayBuffer()), name: file.name } : undefined;
  return { fields: { answers, note: text("note"), phone: text("phone") }, cv };
}

/** The fields by the schema: 400 naming the field at fault (answers.0.value, phone), for the sheet to show it there. */
function parseFields(sent: Sent): ApplyInput {
  const parsed = applyInputSchema.safeParse(sent.fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new HttpError(400, issue?.message ?? "Invalid input", issue?.path.join(".") || undefined);
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postJobsIdApplications, async ({ request, user, params }) => {
    const sent = await readBody(request);
    mayApply(user);
    const input = parseFields(sent);
    return applyToJob(await getDb(), user, params.id, input, sent.cv);
  }),
);
