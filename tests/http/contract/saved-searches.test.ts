// Saved searches over real HTTP against the production build: a signed-in user's list, change and delete;
// signed-out double opt-in; an instant search emailed when an import publishes a matching job (the server's
// own workers run the fan-out); a daily one batched by a by-hand run; one-click unsubscribe.
import { describe, expect, it } from "vitest";
import { CRON_SECRET } from "../support/accounts";
import { expectMessage, http } from "../support/client";
import { JOB_CSV_HEADER, importJobsCsv } from "../support/job-import";
import { latestMailTo, mailTo, tokenIn } from "../support/mail";

const BEARER = { authorization: `Bearer ${CRON_SECRET}` };
const run = Date.now().toString(36);
const address = (name: string) => `${name}-${run}@saved.example`;
/** A word no other job has, so only this test's jobs match. */
const word = (name: string) => `${name}${run}`.replace(/[^a-z0-9]/gi, "");
const importJob = (title: string) =>
  importJobsCsv(
    `${JOB_CSV_HEADER}\n${title},Saved Subsea,"North Sea, United Kingdom",£150000,oil-gas,Bell runs,OK,https://careers.example/${encodeURIComponent(title)}`,
    { skipWarnings: true },
  );

async function confirmedByEmail(email: string, filters: Record<string, string>, frequency: string) {
  const answer = await http("/api/saved-searches", { body: { email, filters, frequency } });
  expect(answer.status).toBe(200);
  const token = tokenIn(await latestMailTo(email, "Confirm your Outpost saved search"), "/subscriptions/confirm");
  expect((await http("/api/subscriptions/confirm", { body: { token } })).status).toBe(200);
}

describe("signed in", () => {
  it("saves at once, lists, changes the frequency and deletes; another account gets 404", async () => {
    const saved = await http("/api/saved-searches", {
      as: "user",
      body: { filters: { search: "rope access", location: "mining" }, frequency: "instant" },
    });
    expect(saved.status).toBe(201);
    const { id } = saved.json() as { id: string };
    const list = (await http("/api/saved-searches", { as: "user" })).json() as { savedSearches: { id: string }[] };
    expect(list.savedSearches.map((s) => s.id)).toContain(id);
    expectMessage(await http(`/api/saved-searches/${id}`, { method: "PATCH", as: "employer", body: { frequency: "weekly" } }), 404);
    const patched = await http(`/api/saved-searches/${id}`, { method: "PATCH", as: "user", body: { frequency: "weekly" } });
    expect((patched.json() as { frequency: string }).frequency).toBe("weekly");
    expectMessage(await http(`/api/saved-searches/${id}`, { method: "DELETE", as: "employer" }), 404);
    expect((await http(`/api/saved-searches/${id}`, { method: "DELETE", as: "user" })).status).toBe(204);
    expectMessage(await http("/api/saved-searches"), 401);
  });
});

describe("signed out", () => {
  it("instant: confirmed by email, then a matching imported job is emailed, and one click unsubscribes", async () => {
    const email = address("instant");
    const text = word("abseil");
    await confirmedByEmail(email, { search: text }, "instant");
    expect((await importJob(`Offshore ${text} technician`)).status).toBe(200);
    const mail = await latestMailTo(email, `New job for your saved search: Offshore ${text} technician`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = mail.headers["list-unsubscribe"].slice(1, -1).replace(/^https?:\/\/[^/]+/, "");
    const stopped = await http(oneClick, {
      method: "POST",
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(stopped.status).toBe(200);
  });

  it("daily: two matching jobs come in one email after a by-hand run", async () => {
    const email = address("daily");
    const text = word("winch");
    await confirmedByEmail(email, { search: text }, "daily");
    expect((await importJob(`Night ${text} operator`)).status).toBe(200);
    expect((await importJob(`Day ${text} operator`)).status).toBe(200);
    const ran = await http("/api/cron/background-work/runs", { body: { task: "alerts.send", wait: true }, headers: BEARER });
    expect(ran.status).toBe(200);
    const batched = async () => (await mailTo(email)).find((m) => m.subject.startsWith("2 new jobs for your saved search"));
    await expect.poll(batched, { timeout: 10_000, interval: 100 }).toBeDefined();
    const mail = (await batched())!;
    expect(mail.text).toContain(`Night ${text} operator`);
    expect(mail.text).toContain(`Day ${text} operator`);
  });
});
