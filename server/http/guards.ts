// The one server-side check for who is asking: every gated handler and page calls these itself.
import "server-only";
import { getAuth } from "../runtime";
import { toPublicUser, type PublicUser, type Role } from "../accounts/public-user";
import { forbidden, unauthorized } from "./errors";

/** The signed-in, active user, or null. A missing role reads as 'user'. */
export async function currentUser(headers: Headers): Promise<PublicUser | null> {
  const auth = await getAuth();
  // Refreshing would need to set a cookie, which a page render cannot; sessions last 30 days instead.
  // Better Auth reads the user row with the session, so the role is as fresh as the request; no second query.
  const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!session || session.user.isActive === false) return null;
  // Better Auth names the picture field `image`; our column is profileImageUrl.
  return toPublicUser({ ...session.user, profileImageUrl: session.user.image });
}

export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await currentUser(request.headers);
  if (!user) throw unauthorized("Please log in to continue");
  return user;
}

export async function requireRole(request: Request, ...roles: Role[]): Promise<PublicUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw forbidden("You do not have permission to do this");
  return user;
}
