// POST /api/validate-plan — does the chosen plan cover the application window? Which plan would?
import { checkPlan } from "@/lib/plans";
import { validatePlanSchema } from "@/lib/schemas/job-draft";
import { handle, json, readJson, otherMethods } from "@/server/http/route";

export const POST = handle(async (request) => {
  const { planType, applicationStartDate, applicationClosingDate } = await readJson(request, validatePlanSchema);
  return json(checkPlan(planType, applicationStartDate, applicationClosingDate));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
