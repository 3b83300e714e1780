import { defineOperation, idParam, none } from "../operation";
import { hitchCheckSchema } from "@/lib/schemas/hitch-check";

export const getJobHitchCheck = defineOperation({
  method: "get",
  path: "/api/jobs/{id}/hitch-check",
  summary:
    "The signed-in seeker's tickets and medicals against one listed job's first hitch: valid, lapsing during it, lapsed or missing (409 until they save a worker profile)",
  tag: "Jobs",
  access: "signed-in",
  params: idParam,
  notFound: "Job not found",
  body: none,
  errors: [404, 409],
  response: hitchCheckSchema,
});
