// A job that leaves the board while applications to it still wait on the employer: each of those seekers is
// told once, by email and push, that it closed without a decision; decided, withdrawn and listed ones are not.
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { applications, users } from "@/server/db/schema";
import { resultRows } from "@/server/db/result-rows";
import { sendClosedNotices } from "@/server/applications/closed-notices";
import { runApplicationUpkeep } from "@/server/applications/upkeep";
import { withTestDatabase } from "../support/test-db";
import { insertJob } from "../support/factories";
import { mailsTo, uniqueEmail } from "../support/alerts";
import { addPushDevice } from "../support/push-devices";

const t = withTestDatabase();
let n = 0;

async function person(role: "user" | "employer" = "user") {
  n++;
  const [row] = await t.db
    .insert(users)
    .values({ username: `closer${n}`, email: uniqueEmail(`closer${n}`), name: `Closer ${n}`, emailVerified: true, role })
    .returning();
  return row;
}

async function applied(jobId: string, status: (typeof applications.$inferInsert)["status"] = "sent") {
  const seeker = await person();
  await t.db.insert(applications).values({ jobId, seekerId: seeker.id, name: seeker.name, email: seeker.email, status });
  return seeker;
}

describe("a job closing on open applications", () => {
  it("tells each waiting seeker once, by email and push, and nobody else", async () => {
    const employer = await person("employer");
    const closed = await insertJob(t.db, { employerId: employer.id, applyOn: "outpost", title: "Closed crane operator" });
    const listed = await insertJob(t.db, { employerId: employer.id, applyOn: "outpost", title: "Listed crane operator" });
    const waiting = await applied(closed.id, "sent");
    const shortlisted = await applied(closed.id, "shortlisted");
    const declined = await applied(closed.id, "declined");
    const withdrawn = await applied(closed.id, "withdrawn");
    const onListed = await applied(listed.id, "viewed");
    const { row: device } = await addPushDevice(t.db, {
      userId: waiting.id,
      savedSearchId: null,
      endpoint: `https://push.example/closer${n}`,
    });
    await t.db.execute(sql`update jobs set is_active = false where id = ${closed.id}`);

    expect(await sendClosedNotices(t.db)).toBe(2);
    const subject = "Your application for Closed crane operator closed without a decision";
    for (const seeker of [waiting, shortlisted]) expect((await mailsTo(seeker.email)).map((m) => m.subject)).toEqual([subject]);
    for (const seeker of [declined, withdrawn, onListed]) expect(await mailsTo(seeker.email)).toHaveLength(0);
    const pushes = resultRows<{ data: { notification: { title: string } } }>(
      await t.db.execute(sql`select data from pgboss.job where name = 'push.send' and data->>'subscriptionId' = ${device.id}`),
    );
    expect(pushes.map((p) => p.data.notification.title)).toEqual([expect.stringContaining("Closed crane operator")]);

    // The daily run again, and the job listed and closed again: nobody hears twice.
    expect((await runApplicationUpkeep(t.db)).closed).toBe(0);
    await t.db.execute(sql`update jobs set is_active = true where id = ${closed.id}`);
    await t.db.execute(sql`update jobs set is_active = false where id = ${closed.id}`);
    expect(await sendClosedNotices(t.db)).toBe(0);
    expect(await mailsTo(waiting.email)).toHaveLength(1);
  });
});
