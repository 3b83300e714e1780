// The signed-in user's company details.
import "server-only";
import { eq } from "drizzle-orm";
import type { CompanyDetails } from "@/lib/schemas/company";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { findPublicUser } from "./public-user";

export async function saveCompanyDetails(db: Db, userId: string, details: CompanyDetails) {
  await db.update(users).set(details).where(eq(users.id, userId));
  return findPublicUser(db, userId);
}
