// PUT /api/auth/company — saves the signed-in user's company details.
import { companySchema } from "@/lib/schemas/company";
import { handle, json, readJson, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";
import { getDb } from "@/server/runtime";
import { saveCompanyDetails } from "@/server/accounts/company";
import { rehostImageFields } from "@/server/uploads/rehost-image";

export const PUT = handle(async (request) => {
  const user = await requireUser(request);
  const details = await rehostImageFields(await readJson(request, companySchema), { companyLogoUrl: "Logo" });
  return json(await saveCompanyDetails(await getDb(), user.id, details));
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
