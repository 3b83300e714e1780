// GET /api/saved-searches — the signed-in user's saved searches.
// POST /api/saved-searches — save a search: at once when signed in, by double opt-in when signed out.
import { NextResponse } from "next/server";
import { getSavedSearches, postSavedSearches } from "@/lib/api/operations/saved-searches";
import { route, routes } from "@/server/http/route";
import { currentUser } from "@/server/http/guards";
import { badRequest } from "@/server/http/errors";
import { INVALID_EMAIL } from "@/lib/schemas/password-reset";
import { visitContext } from "@/server/http/visit-context";
import { getDb } from "@/server/runtime";
import { CHECK_INBOX } from "@/server/alerts/signup";
import { listSavedSearches, saveSearchByEmail, saveSearchForUser } from "@/server/saved-searches/saved-searches";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(getSavedSearches, async ({ user }) => ({ savedSearches: await listSavedSearches(await getDb(), user) })),
  route(postSavedSearches, async ({ request, body }) => {
    const db = await getDb();
    const user = await currentUser(request.headers);
    if (user) {
      // A search the account already had is answered as it is now, 200 rather than 201 Created.
      const { search, created } = await saveSearchForUser(db, user, body);
      return created ? search : NextResponse.json(search, { status: 200 });
    }
    if (!body.email) throw badRequest(INVALID_EMAIL);
    await saveSearchByEmail(db, { ...body, email: body.email }, visitContext(request).ipHash);
    return NextResponse.json({ message: CHECK_INBOX }, { status: 200 });
  }),
);
