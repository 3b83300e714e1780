// Migration 0025 (docs/decisions/117): closing dates stored the old way, as 00:00 UTC of the closing day, move
// to the end of that day in the UK, so existing jobs keep the day their employer chose. Run as the app runs
// migrations: the committed folder up to the one before, then rows written the old way, then the rest.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { closingDayOf } from "@/lib/closing-date";

const MIGRATION = "0025_closing-day-end";
const folder = path.join(process.cwd(), "drizzle");
const before = mkdtempSync(path.join(os.tmpdir(), "outpost-migrations-"));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The committed migrations as they stood before this one. */
function migrationsBefore(tag: string): string {
  cpSync(folder, before, { recursive: true });
  const journalPath = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return before;
}

type Row = { title: string; closing: Date; expires: Date };

describe("the closing-day migration", () => {
  it("moves closing dates and terms stored at 00:00 UTC to the end of that UK day, and leaves other moments", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore(MIGRATION) });

    const job = (title: string, closing: string, expires = closing) =>
      client.query(
        `insert into jobs (title, company, location, salary_min, salary_max, category, application_url, application_closing_date, expires_at, plan_type)
         values ($1, 'Fulmar Offshore', 'North Sea', 90000, 110000, 'oil-gas', 'https://fulmar.example/apply', $2, $3, 'starter')`,
        [title, closing, expires],
      );
    await job("winter", "2027-01-05T00:00:00Z");
    await job("summer", "2027-07-05T00:00:00Z");
    await job("clocks forward", "2027-03-28T00:00:00Z");
    await job("clocks back", "2027-10-31T00:00:00Z");
    // An import's or the demo data's moment is not a closing day's first moment: it stays as it was.
    await job("imported", "2027-02-10T14:23:05.120Z");
    // A term bought for longer than the window (an extension's, or an admin's), each on its own day.
    await job("own term", "2027-05-01T00:00:00Z", "2027-06-01T00:00:00Z");
    const [{ id: userId }] = (
      await client.query<{ id: string }>(
        `insert into users (username, email, name) values ('boss', 'boss@example.com', 'Boss') returning id`,
      )
    ).rows;
    await client.query(
      `insert into payments (provider, intent_id, user_id, plan_type, amount, extends_to) values ('demo', 'pi_1', $1, 'starter', 9900, '2027-08-20T00:00:00Z')`,
      [userId],
    );

    await migrate(db, { migrationsFolder: folder });

    const rows = (
      await client.query<Row>(`select title, application_closing_date as closing, expires_at as expires from jobs order by title`)
    ).rows;
    const byTitle = new Map(rows.map((r) => [r.title, r]));
    const iso = (title: string, key: "closing" | "expires") => byTitle.get(title)![key].toISOString();
    expect(iso("winter", "closing")).toBe("2027-01-05T23:59:59.999Z");
    expect(iso("winter", "expires")).toBe("2027-01-05T23:59:59.999Z");
    expect(iso("summer", "closing")).toBe("2027-07-05T22:59:59.999Z");
    expect(iso("summer", "expires")).toBe("2027-07-05T22:59:59.999Z");
    expect(iso("clocks forward", "closing")).toBe("2027-03-28T22:59:59.999Z");
    expect(iso("clocks back", "closing")).toBe("2027-10-31T23:59:59.999Z");
    expect(iso("imported", "closing")).toBe("2027-02-10T14:23:05.120Z");
    expect(iso("own term", "closing")).toBe("2027-05-01T22:59:59.999Z");
    expect(iso("own term", "expires")).toBe("2027-06-01T22:59:59.999Z");
    // Each keeps the day its employer chose, read back by the same rule the board reads it with.
    expect(closingDayOf(byTitle.get("summer")!.closing)).toBe("2027-07-05");
    expect(closingDayOf(byTitle.get("clocks back")!.closing)).toBe("2027-10-31");
    const [payment] = (await client.query<{ extends_to: Date }>(`select extends_to from payments`)).rows;
    expect(payment.extends_to.toISOString()).toBe("2027-08-20T22:59:59.999Z");
    await client.close();
  });
});
