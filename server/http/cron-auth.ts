// The check every /api/cron/* handler makes: `Authorization: Bearer $CRON_SECRET`, as Vercel Cron sends.
import "server-only";
import crypto from "node:crypto";
import { config } from "../config";
import { unauthorized } from "./errors";

/** True only when a secret is configured and the request carries exactly it. */
export function isCronAuthorized(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization) return false;
  const given = crypto.createHash("sha256").update(authorization).digest();
  const expected = crypto.createHash("sha256").update(`Bearer ${secret}`).digest();
  return crypto.timingSafeEqual(given, expected);
}

export function requireCron(request: Request): void {
  if (!isCronAuthorized(request.headers.get("authorization"), config().cronSecret)) throw unauthorized("Unauthorized");
}
