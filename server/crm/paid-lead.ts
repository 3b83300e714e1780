// A company that pays to post becomes a converted sales lead, whatever the CRM knew of it before.
import "server-only";
import { sql } from "drizzle-orm";
import { convertedNote } from "@/lib/crm";
import type { Db } from "../db/client";
import { employers } from "../db/schema";

type Payer = { company: string; website: string | null; contactName: string | null; contactEmail: string };

export async function convertPaidLead(db: Db, payer: Payer): Promise<string> {
  const now = new Date();
  const note = convertedNote(now);
  // A new company: insert it converted. The unique index on lower(name) turns a known one into an update.
  const [created] = await db
    .insert(employers)
    .values({
      name: payer.company,
      website: payer.website,
      contactName: payer.contactName,
      contactEmail: payer.contactEmail,
      contactQuality: "direct_email",
      contacted: true,
      contactedDate: now,
      converted: true,
      convertedDate: now,
      source: "paid",
      notes: note,
    })
    .onConflictDoNothing()
    .returning({ id: employers.id });
  if (created) return created.id;
  const [known] = await db
    .update(employers)
    .set({
      website: sql`coalesce(${employers.website}, ${payer.website})`,
      contactName: sql`coalesce(${employers.contactName}, ${payer.contactName})`,
      contactEmail: sql`coalesce(${employers.contactEmail}, ${payer.contactEmail})`,
      contactQuality: "direct_email",
      contacted: true,
      contactedDate: sql`coalesce(${employers.contactedDate}, ${now.toISOString()}::timestamptz)`,
      // Converted once: the first date and note stay.
      notes: sql`case when ${employers.converted} then ${employers.notes} else concat_ws(E'\n', ${employers.notes}, ${note}::text) end`,
      convertedDate: sql`coalesce(${employers.convertedDate}, ${now.toISOString()}::timestamptz)`,
      converted: true,
      source: "paid",
    })
    .where(sql`lower(${employers.name}) = lower(${payer.company})`)
    .returning({ id: employers.id });
  return known!.id;
}
