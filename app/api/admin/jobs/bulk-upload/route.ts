// POST /api/admin/jobs/bulk-upload — imports jobs from a CSV (multipart csvFile, skipWarnings); admin only.
import { postAdminJobsBulkUpload } from "@/lib/api/operations/admin";
import { isCsvFile, MAX_CSV_BYTES } from "@/lib/csv-file";
import { badRequest, payloadTooLarge } from "@/server/http/errors";
import { readLimitedForm } from "@/server/http/body";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { importJobsCsv } from "@/server/imports/import-jobs-csv";

const TOO_LARGE = "The CSV file is larger than 10MB";
// Multipart framing adds a little to the file itself.
const MAX_REQUEST_BYTES = MAX_CSV_BYTES + 64 * 1024;

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postAdminJobsBulkUpload, async ({ request, user }) => {
    const form = await readLimitedForm(request, MAX_REQUEST_BYTES, TOO_LARGE);
    const file = form.get("csvFile");
    if (!(file instanceof File)) throw badRequest("Please choose a CSV file to upload");
    if (!isCsvFile(file)) throw badRequest("Invalid File Type: Please select a CSV file.");
    if (file.size > MAX_CSV_BYTES) throw payloadTooLarge(TOO_LARGE);
    const skipWarnings = form.get("skipWarnings") === "true";
    return importJobsCsv(await getDb(), await file.text(), { skipWarnings, actor: { id: user.id, name: user.username } });
  }),
);
