// PUT /api/auth/company — saves the signed-in user's company details.
import { putAuthCompany } from "@/lib/api/operations/accounts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { saveCompanyDetails } from "@/server/accounts/company";
import { rehostImageFields } from "@/server/uploads/rehost-image";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(putAuthCompany, async ({ request, user, body }) => {
    const db = await getDb();
    const details = await rehostImageFields(body, { companyLogoUrl: "Logo" }, { db, account: user.id, signal: request.signal });
    return saveCompanyDetails(db, user.id, details);
  }),
);
