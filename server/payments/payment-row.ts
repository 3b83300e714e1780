// A payment's row, read under a row lock: the webhook and the buyer's return may come at once, and each
// must see what the other did to it.
import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { payments } from "../db/schema";

export type Payment = typeof payments.$inferSelect;

export async function lockPayment(tx: Db, provider: string, intentId: string): Promise<Payment | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.intentId, intentId)))
    .for("update");
  return payment;
}
