// The `search-engines.notify` jobs a test's changes queued, read from pgboss.job, and the settings that
// point the engines at the local stand-ins (tests/support/search-engine-stand-ins.ts).
import { sql } from "drizzle-orm";
import { vi } from "vitest";
import type { Db } from "@/server/db/client";
import { resultRows } from "@/server/db/result-rows";
import type { SearchEngineNotice } from "@/server/search-engines/notify-search-engines";
import type { StandIns } from "./search-engine-stand-ins";

export const INDEXNOW_TEST_KEY = "outpost-test-key-0123456789";

export type NoticeRow = { id: string; data: SearchEngineNotice; startAfter: Date; state: string };

/** Every notice job still in the live table, oldest first. */
export async function noticeJobs(db: Db): Promise<NoticeRow[]> {
  const rows = resultRows<{ id: string; data: SearchEngineNotice; start_after: string | Date; state: string }>(
    await db.execute(sql`
      select id, data, start_after, state::text as state from pgboss.job
      where name = 'search-engines.notify' order by created_on, start_after, id`),
  );
  return rows.map((row) => ({ id: row.id, data: row.data, startAfter: new Date(row.start_after), state: row.state }));
}

/** What the notices say, without their queue details. */
export async function told(db: Db): Promise<{ updated: string[]; deleted: string[] }[]> {
  return (await noticeJobs(db)).map(({ data }) => ({ updated: [...data.updated].sort(), deleted: [...data.deleted].sort() }));
}

export async function forgetNotices(db: Db): Promise<void> {
  await db.execute(sql`delete from pgboss.job where name = 'search-engines.notify'`);
}

/** Both engines on, each at its stand-in, with the test service account. */
export function configureSearchEngines(standIns: StandIns, credentials: object): void {
  vi.stubEnv("INDEXNOW_KEY", INDEXNOW_TEST_KEY);
  vi.stubEnv("INDEXNOW_ENDPOINT", `${standIns.url}/indexnow`);
  vi.stubEnv("GOOGLE_INDEXING_CREDENTIALS", JSON.stringify(credentials));
  vi.stubEnv("GOOGLE_TOKEN_ENDPOINT", `${standIns.url}/token`);
  vi.stubEnv("GOOGLE_INDEXING_ENDPOINT", `${standIns.url}/batch`);
}
