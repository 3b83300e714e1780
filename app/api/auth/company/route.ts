// PUT /api/auth/company — saves the signed-in user's company details.
import { putAuthCompany } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { saveCompanyDetails } from "@/server/accounts/company";
import { rehostImageFields } from "@/server/uploads/rehost-image";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putAuthCompany, async ({ user, body }) => {
    const details = await rehostImageFields(body, { companyLogoUrl: "Logo" });
    return saveCompanyDetails(await getDb(), user.id, details);
  }),
);
