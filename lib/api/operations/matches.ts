import { z } from "zod";
import { defineOperation, idParam, none } from "../operation";
import { jobFitSchema, matchedJobSchema, matchQuerySchema } from "@/lib/schemas/matches";

export const getUserMatches = defineOperation({
  method: "get",
  path: "/api/user/matches",
  summary:
    "Listed jobs ranked for the signed-in worker's profile, each with its reasons and gaps (next page's cursor in X-Next-Cursor; with no profile yet, an empty list and X-Profile-Missing: true)",
  tag: "Accounts",
  access: "signed-in",
  query: matchQuerySchema,
  body: none,
  response: z.array(matchedJobSchema),
  headers: {
    "X-Next-Cursor": "Sent when there is a next page: pass it as `cursor` to continue",
    "X-Profile-Missing": "`true` when the worker has saved no profile: save one with PUT /api/user/profile to get matches",
  },
});

export const getUserJobFit = defineOperation({
  method: "get",
  path: "/api/user/matches/{id}",
  summary: "How one listed job fits the signed-in worker: warnings for held tickets that lapse before it starts",
  tag: "Accounts",
  access: "signed-in",
  params: idParam,
  notFound: "Job not found",
  body: none,
  errors: [404],
  response: jobFitSchema,
});
