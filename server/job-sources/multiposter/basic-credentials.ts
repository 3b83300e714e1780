// HTTP Basic credentials (RFC 7617): the username and password a multiposter's status call carries.
import "server-only";

export function basicCredentials(header: string | null): { username?: string; password?: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,1000})$/i.exec(header?.trim() ?? "");
  if (!match) return {};
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? {} : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
