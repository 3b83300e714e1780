// The check every /api/cron/* handler makes: `Authorization: Bearer $CRON_SECRET`, as Vercel Cron sends.
import "server-only";
import { cronSecret, safeEqual } from "../secrets";
import { unauthorized } from "./errors";

/** True only when a secret is configured and the request carries exactly it. */
export function isCronAuthorized(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization) return false;
  return safeEqual(authorization, `Bearer ${secret}`);
}

export function requireCron(request: Request): void {
  if (!isCronAuthorized(request.headers.get("authorization"), cronSecret())) throw unauthorized("Unauthorized");
}
