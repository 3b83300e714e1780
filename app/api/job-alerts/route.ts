// POST /api/job-alerts — creates (or asks to change) the job alert of an address; confirmed by email.
import { jobAlertSchema } from "@/lib/schemas/alerts";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { CHECK_INBOX, createAlert } from "@/server/alerts/signup";

export const POST = handle(async (request) => {
  const input = await readJson(request, jobAlertSchema);
  await createAlert(await getDb(), input, visitContext(request).ipHash);
  return json({ message: CHECK_INBOX });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
