import { z } from "zod";
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
