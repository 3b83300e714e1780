// GET /api/user — the signed-in user; 401 when signed out.
import { handle, json, otherMethods } from "@/server/http/route";
import { requireUser } from "@/server/http/guards";

export const GET = handle(async (request) => json(await requireUser(request), { headers: { "Cache-Control": "no-store" } }));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
