// GET /api/session — who is signed in, or { user: null }: the pages' session check, which a signed-out
// visitor must not see fail (GET /api/user answers them 401).
import { getSession } from "@/lib/api/operations/accounts";
import { json, route, routes } from "@/server/http/route";
import { currentUser } from "@/server/http/guards";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getSession, async ({ request }) =>
    // Public, so the wrapper adds no no-store: the answer is still this caller's alone.
    json({ user: await currentUser(request.headers) }, { headers: { "Cache-Control": "no-store" } }),
  ),
);
