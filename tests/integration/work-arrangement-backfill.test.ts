// The backfill of work arrangements (decision 109): the migration's SQL and inferWorkArrangement agree.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inferWorkArrangement, workArrangementSql } from "@/lib/work-arrangement";
import { jobs } from "@/server/db/schema";
import { withTestDatabase } from "../support/test-db";
import { insertJob } from "../support/factories";

const t = withTestDatabase();

const SAMPLES: [location: string, description: string, expected: string][] = [
  ["Remote (worldwide)", "Dangerous goods adviser.", "fully-remote"],
  ["Home-based, United Kingdom", "Planning support.", "fully-remote"],
  ["Aberdeen, Scotland", "Fully remote role with quarterly site visits.", "fully-remote"],
  ["Aberdeen, Scotland", "Join a worldwide leader in drilling.", "on-site"],
  ["North Sea, United Kingdom", "Platform work.", "offshore"],
  ["FPSO, Campos Basin, Brazil", "Production.", "offshore"],
  ["Remote Mining camp, Pilbara, Australia", "FIFO.", "remote-site"],
  ["Kalgoorlie, Western Australia", "Underground.", "remote-site"],
  ["Svalbard, Norway", "Research station.", "remote-site"],
  ["Remote", "Camp medic.", "remote-site"],
  ["Houston, Texas, USA", "Office based.", "on-site"],
  ["Rigby, Idaho", "Workshop.", "on-site"],
];

describe("work arrangement backfill", () => {
  it("the SQL and the lib rule give the same arrangement for each sample", async () => {
    for (const [location, description] of SAMPLES) await insertJob(t.db, { title: location, location, description });
    await t.db.execute(sql.raw(`UPDATE jobs SET work_arrangement = ${workArrangementSql()}`));
    const rows = await t.db
      .select({ location: jobs.location, description: jobs.description, arrangement: jobs.workArrangement })
      .from(jobs);
    const byPlace = new Map(rows.map((r) => [`${r.location}|${r.description}`, r.arrangement]));
    for (const [location, description, expected] of SAMPLES) {
      expect(inferWorkArrangement({ location, description }), location).toBe(expected);
      expect(byPlace.get(`${location}|${description}`), location).toBe(expected);
    }
  });

  it("the migration runs the rule's SQL", () => {
    const migration = readFileSync("drizzle/0016_backfill-work-arrangement.sql", "utf8");
    expect(migration).toContain(workArrangementSql());
  });
});
