import { z } from "zod";
import { INDEXNOW_KEY_PATTERN } from "@/lib/indexnow-key";
import { defineOperation, none } from "../operation";

export const getOpenapijson = defineOperation({
  method: "get",
  path: "/api/openapi.json",
  summary: "This description of the API (OpenAPI 3.1)",
  tag: "Meta",
  access: "public",
  body: none,
  response: z
    .object({
      openapi: z.string(),
      info: z.object({ title: z.string(), version: z.string() }).loose(),
      paths: z.record(z.string(), z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) }).loose())),
    })
    .loose(),
});

/** IndexNow fetches the key file at /{key}.txt; next.config.ts rewrites that address here. */
export const getIndexnowKey = defineOperation({
  method: "get",
  path: "/api/indexnow-key/{key}",
  summary: "The IndexNow key file (also at /{key}.txt): the key as text when it is this site's key",
  tag: "Meta",
  access: "public",
  params: z.object({ key: z.string().regex(INDEXNOW_KEY_PATTERN) }),
  notFound: "No such key file",
  body: none,
  response: z.string().meta({ description: "The key itself" }),
  responseMediaType: "text/plain",
});
