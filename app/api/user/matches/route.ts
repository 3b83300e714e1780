// GET /api/user/matches — listed jobs ranked for the signed-in worker's profile, with reasons and gaps.
import { getUserMatches } from "@/lib/api/operations/matches";
import { json, route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { matchProfileOf } from "@/server/matches/match-profile";
import { rankMatches } from "@/server/matches/rank-matches";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getUserMatches, async ({ user, query }) => {
    const db = await getDb();
    const profile = await matchProfileOf(db, user.id);
    if (!profile) return json([], { headers: { "X-Profile-Missing": "true" } });
    const { jobs, nextCursor } = await rankMatches(db, profile, query);
    return json(jobs, { headers: nextCursor ? { "X-Next-Cursor": nextCursor } : {} });
  }),
);
