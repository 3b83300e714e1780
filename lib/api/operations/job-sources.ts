// Job sources: the admin's sources, and the multiposter feed that posts adverts to us.
import { z } from "zod";
import { messageAnswerSchema } from "@/lib/schemas/answers";
import {
  createdSourceSchema,
  createSourceSchema,
  patchedSourceSchema,
  patchSourceSchema,
  sourceDetailSchema,
  sourceRowSchema,
  syncCountsSchema,
} from "@/lib/schemas/job-sources";
import { defineOperation, idParam, json, none } from "../operation";

export const getAdminSources = defineOperation({
  method: "get",
  path: "/api/admin/sources",
  summary: "Every job source: its kind, employer, allowance, jobs live, what it did and how its last run ended",
  tag: "Admin",
  access: "admin",
  body: none,
  response: z.array(sourceRowSchema),
});

export const postAdminSources = defineOperation({
  method: "post",
  path: "/api/admin/sources",
  summary: "Create a source for an employer account: a multiposter (its username and secret answered once) or an ATS board",
  tag: "Admin",
  access: "admin",
  body: json(createSourceSchema),
  success: 201,
  errors: [404],
  response: createdSourceSchema,
});

export const getAdminSourcesId = defineOperation({
  method: "get",
  path: "/api/admin/sources/{id}",
  summary: "One source with its last runs and every refusal with its reason",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Source not found",
  body: none,
  response: sourceDetailSchema,
});

export const patchAdminSourcesId = defineOperation({
  method: "patch",
  path: "/api/admin/sources/{id}",
  summary: "Pause or resume a source, change its allowance, or rotate a multiposter's secret (the new one answered once)",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Source not found",
  body: json(patchSourceSchema),
  errors: [409],
  response: patchedSourceSchema,
});

export const deleteAdminSourcesId = defineOperation({
  method: "delete",
  path: "/api/admin/sources/{id}",
  summary: "Delete a source; its jobs close",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Source not found",
  body: none,
  response: messageAnswerSchema,
});

export const postAdminSourcesIdSync = defineOperation({
  method: "post",
  path: "/api/admin/sources/{id}/sync",
  summary: "Sync an ATS board now; answers what it did (409 for a multiposter, which posts to us)",
  tag: "Admin",
  access: "admin",
  params: idParam,
  notFound: "Source not found",
  body: none,
  errors: [409, 503],
  response: syncCountsSchema,
});

const feedAnswer = z.string().meta({
  description:
    "<response><status>OK|ERROR</status><job_reference/><advert_url/><message/>…</response>; errors are answered in the same form",
});

export const postFeedsMultiposter = defineOperation({
  method: "post",
  path: "/api/feeds/multiposter",
  summary:
    "A multiposter's advert (Broadbean field names), XML or form-encoded: command add (upsert by job_reference), update or delete; 401 credentials, 405 command, 406 refused, 415 type",
  tag: "Feeds",
  access: "public",
  readsOwnInput: true,
  body: { kind: "binary", mediaType: "application/xml" },
  responseMediaType: "application/xml",
  errors: [400, 401, 405, 406, 415, 429],
  response: feedAnswer,
});

export const getFeedsMultiposterStatus = defineOperation({
  method: "get",
  path: "/api/feeds/multiposter/status",
  summary:
    "An advert's status for its multiposter (HTTP Basic, the feed's credentials): advert_url, live|scheduled|closed|refused, views and apply clicks; JSON on Accept: application/json",
  tag: "Feeds",
  access: "public",
  readsOwnInput: true,
  query: z.object({ job_reference: z.string().max(100) }),
  body: none,
  responseMediaType: "application/xml",
  errors: [401, 404, 429],
  response: feedAnswer,
});
