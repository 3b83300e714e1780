// POST /api/validate-plan — does the chosen plan cover the application window? Which plan would?
import { postValidatePlan } from "@/lib/api/operations/posting";
import { checkPlan } from "@/lib/plans";
import { route, routes } from "@/server/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postValidatePlan, async ({ body: { planType, applicationStartDate, applicationClosingDate } }) =>
    checkPlan(planType, applicationStartDate, applicationClosingDate),
  ),
);
