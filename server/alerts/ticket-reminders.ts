// Reminders 90 and 30 days before a ticket or medical in a worker's profile expires (docs/decisions/110).
// Each (user, item, expiry date, threshold) is claimed once, in the transaction that queues its mail, so a
// second run the same day, or a run on another instance, sends nothing again; a changed expiry date is a new
// key and its reminders fall due. An item first seen inside its last 30 days gets only the 30-day reminder.
import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { ticketReminderSends, userProfiles, users, ticketReminderOptOuts } from "../db/schema";
import { resultRows } from "../db/result-rows";
import { safeErrorText } from "../db/safe-error";
import { config } from "../config";
import { queueMail } from "../mail/queued-mail";
import { ticketReminderEmail } from "../mail/templates/ticket-reminder-email";
import { ticketReminderNotification } from "../push/notifications";
import { queueUserPushes } from "../push/queue-push";
import { medicalLabel, ticketLabel } from "@/lib/profile-names";
import { listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from "./tokens";

/** The reminders, furthest first: an item is due the one whose window it has entered. */
export const TICKET_REMINDER_DAYS = [90, 30] as const;
export const PROFILE_PATH = "/account/profile";

/** `sent`: mails queued (one per worker, naming every item due); `items`: reminders claimed by them. */
export type TicketReminderSummary = { due: number; sent: number; items: number; failed: number };

type DueItem = {
  userId: string;
  email: string;
  name: string;
  kind: "ticket" | "medical";
  itemName: string;
  expiresOn: string;
  daysLeft: number;
  /** The reminder it is due: the nearest threshold whose window it has entered. */
  thresholdDays: number;
};

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Items of verified, active, not opted-out workers expiring today to 90 days on, whose threshold is unclaimed. */
async function dueItems(db: Db, today: string): Promise<DueItem[]> {
  // Constants in the text, not parameters: a parameter in a case arm would be typed text.
  const [far, near] = TICKET_REMINDER_DAYS.map((days) => sql.raw(String(days)));
  // The one place the rule is: the nearest threshold whose window the item has entered.
  const threshold = sql`case when i.expires_on - ${today}::date <= ${near} then ${near} else ${far} end`;
  return resultRows<DueItem>(
    await db.execute(sql`
      select p.user_id as "userId", u.email, coalesce(nullif(trim(u.first_name), ''), u.name) as name,
             i.kind, i.name as "itemName", i.expires_on::text as "expiresOn", (i.expires_on - ${today}::date) as "daysLeft",
             ${threshold} as "thresholdDays"
      from ${userProfiles} p
      join ${users} u on u.id = p.user_id
      cross join lateral (
        select 'ticket' as kind, t->>'name' as name, (t->>'expiresOn')::date as expires_on from jsonb_array_elements(p.tickets) t
        union all
        select 'medical', m->>'name', (m->>'expiresOn')::date from jsonb_array_elements(p.medicals) m
      ) i
      where i.expires_on between ${today}::date and ${today}::date + ${far}
        and u.email_verified and u.is_active and not coalesce(u.banned, false)
        and not exists (select 1 from ${ticketReminderOptOuts} o where o.user_id = p.user_id)
        and not exists (
          select 1 from ${ticketReminderSends} s
          where s.user_id = p.user_id and s.item_kind = i.kind and s.item_name = i.name
            and s.expires_on = i.expires_on and s.threshold_days = ${threshold})
      order by p.user_id, i.expires_on, i.name`),
  );
}

function groupByUser(items: DueItem[]): DueItem[][] {
  const byUser = new Map<string, DueItem[]>();
  for (const item of items) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
  return [...byUser.values()];
}

/** Claims this worker's due items and queues one mail naming those it claimed; answers how many it claimed. */
async function remindWorker(db: Db, items: DueItem[]): Promise<number> {
  const [{ userId, email, name }] = items;
  const { baseUrl } = config();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(ticketReminderSends)
      .values(
        items.map((i) => ({ userId, itemKind: i.kind, itemName: i.itemName, expiresOn: i.expiresOn, thresholdDays: i.thresholdDays })),
      )
      .onConflictDoNothing()
      .returning();
    if (!claimed.length) return 0;
    const mine = items.filter((i) =>
      claimed.some((c) => c.itemKind === i.kind && c.itemName === i.itemName && c.expiresOn === i.expiresOn),
    );
    const token = unsubscribeToken("tickets", userId);
    const due = mine.map((i) => ({
      label: i.kind === "ticket" ? ticketLabel(i.itemName) : medicalLabel(i.itemName),
      expiresOn: i.expiresOn,
      daysLeft: i.daysLeft,
    }));
    const rendered = ticketReminderEmail({
      name,
      items: due,
      profileUrl: `${baseUrl}${PROFILE_PATH}`,
      unsubscribeUrl: unsubscribePageUrl(token),
    });
    const keys = claimed.map((c) => `${c.itemKind}:${c.itemName}:${c.expiresOn}:${c.thresholdDays}`).sort();
    const idempotencyKey = `ticket-reminder/${createHash("sha256")
      .update(`${userId}|${keys.join("|")}`)
      .digest("hex")}`;
    await queueMail(tx, { to: email, ...rendered, headers: listUnsubscribeHeaders(token), idempotencyKey });
    // Every device the worker turned push alerts on for, whichever search it was for.
    await queueUserPushes(tx, userId, ticketReminderNotification(due, PROFILE_PATH), idempotencyKey);
    return claimed.length;
  });
}

export async function sendTicketReminders(db: Db, now: Date = new Date()): Promise<TicketReminderSummary> {
  const due = await dueItems(db, utcDay(now));
  const summary: TicketReminderSummary = { due: due.length, sent: 0, items: 0, failed: 0 };
  for (const items of groupByUser(due)) {
    try {
      const claimed = await remindWorker(db, items);
      if (claimed) {
        summary.sent++;
        summary.items += claimed;
      }
    } catch (error) {
      console.error(`Ticket reminder could not be queued: ${safeErrorText(error)}`);
      summary.failed++;
    }
  }
  return summary;
}
