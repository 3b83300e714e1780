import { z } from "zod";
import { messageAnswerSchema } from "@/lib/schemas/answers";
import { savedSearchCreateSchema, savedSearchListSchema, savedSearchPatchSchema, savedSearchSchema } from "@/lib/schemas/saved-searches";
import { defineOperation, idParam, json, none } from "../operation";

export const getSavedSearches = defineOperation({
  method: "get",
  path: "/api/saved-searches",
  summary: "The signed-in user's saved searches",
  tag: "Saved searches",
  access: "signed-in",
  body: none,
  response: savedSearchListSchema,
});

export const postSavedSearches = defineOperation({
  method: "post",
  path: "/api/saved-searches",
  summary:
    "Save a search: signed in, live at once for the account's verified address (201), or the account's search with the same filters, at the frequency asked (200); signed out, `email` starts double opt-in (200, the same answer whatever is stored)",
  tag: "Saved searches",
  access: "public",
  body: json(savedSearchCreateSchema),
  success: 201,
  alsoSucceeds: { 200: z.union([savedSearchSchema, messageAnswerSchema]) },
  errors: [401, 403, 409, 429],
  response: savedSearchSchema,
});

export const patchSavedSearch = defineOperation({
  method: "patch",
  path: "/api/saved-searches/{id}",
  summary: "Change the frequency or filters of one of the signed-in user's saved searches",
  tag: "Saved searches",
  access: "signed-in",
  params: idParam,
  notFound: "Saved search not found",
  body: json(savedSearchPatchSchema),
  response: savedSearchSchema,
});

export const deleteSavedSearch = defineOperation({
  method: "delete",
  path: "/api/saved-searches/{id}",
  summary: "Delete one of the signed-in user's saved searches",
  tag: "Saved searches",
  access: "signed-in",
  params: idParam,
  notFound: "Saved search not found",
  body: none,
  success: 204,
});
