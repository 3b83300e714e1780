import { defineOperation, none } from "../operation";

export const getOpenapijson = defineOperation({
  method: "get",
  path: "/api/openapi.json",
  summary: "This description of the API (OpenAPI 3.1)",
  tag: "Meta",
  access: "public",
  body: none,
});
