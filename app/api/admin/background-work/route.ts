// GET /api/admin/background-work?limit&cursor — jobs by kind and state, and the failed ones, newest first (admin only).
import { getAdminBackgroundWork } from "@/lib/api/operations/background-work";
import { json, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { backgroundWork } from "@/server/queue/background-work";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getAdminBackgroundWork, async ({ query }) => {
    const { next, ...view } = await backgroundWork(await getDb(), query);
    return json(view, { headers: next ? { "X-Next-Cursor": next } : {} });
  }),
);
