// Any other /api path — a JSON 404, never the HTML page.
import { handle } from "@/server/http/route";
import { notFound } from "@/server/http/errors";

const missing = handle<{ path: string[] }>(async () => {
  throw notFound("No such API endpoint");
});

export { missing as GET, missing as POST, missing as PUT, missing as PATCH, missing as DELETE, missing as OPTIONS };
