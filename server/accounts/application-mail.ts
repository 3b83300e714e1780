// The employer's choice of how new applications reach them (server/applications/notices.ts sends each one
// at once; the daily run sends the rest as a digest). Switching to 'each' leaves what is already waiting to
// that day's digest, so nothing is lost between the two.
import "server-only";
import { eq } from "drizzle-orm";
import type { ApplicationMailMode } from "@/lib/applications/kinds";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export async function readApplicationMail(db: Db, userId: string): Promise<ApplicationMailMode> {
  const [row] = await db.select({ mode: users.applicationMail }).from(users).where(eq(users.id, userId));
  return row?.mode ?? "each";
}

export async function saveApplicationMail(db: Db, userId: string, mode: ApplicationMailMode): Promise<ApplicationMailMode> {
  await db.update(users).set({ applicationMail: mode }).where(eq(users.id, userId));
  return mode;
}
