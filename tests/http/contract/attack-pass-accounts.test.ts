// The attack pass's account findings over real HTTP against the production build: a deleted account's own saved
// searches stop running (item 4); mails sent to an address nobody has proved carry none of the words typed
// into the form that sent them (item 10); My List and the data export name only jobs a seeker may see (item 13).
import { beforeAll, describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";
import { JOB_CSV_HEADER, importJobsCsv } from "../support/job-import";
import { latestMailTo, mailTo } from "../support/mail";
import { OWN_PASSWORD, ownAccount, type OwnAccount } from "../support/own-accounts";

const FILE = "attack-pass-accounts";
const run = Date.now().toString(36);
/** A word no other job has, so only this file's jobs match. */
const word = (name: string) => `${name}${run}`.replace(/[^a-z0-9]/gi, "");

async function paidJob(cookie: string, title: string): Promise<string> {
  const draft = jobDraft({ title });
  const intent = await http("/api/create-payment-intent", { cookie, body: { planType: draft.planType, job: draft } });
  expect(intent.status, intent.text).toBe(200);
  const { paymentIntentId } = intent.json() as { paymentIntentId: string };
  const paid = await http("/api/payments/demo/confirm", { cookie, body: { paymentIntentId, cardNumber: "4242 4242 4242 4242" } });
  expect(paid.status, paid.text).toBe(200);
  const created = await http("/api/jobs", { cookie, body: { ...draft, paymentIntentId } });
  expect(created.status, created.text).toBe(201);
  return (created.json() as { id: string }).id;
}

describe("a deleted account's own saved searches (item 4)", () => {
  it("stop running: a matching job mails the live account's same search, and nobody for the deleted one", async () => {
    const text = word("h9gone");
    const [leaving, staying] = [await ownAccount(FILE), await ownAccount(FILE)];
    for (const account of [leaving, staying]) {
      const saved = await http("/api/saved-searches", {
        cookie: account.cookie,
        body: { filters: { search: text }, frequency: "instant" },
      });
      expect(saved.status, saved.text).toBe(201);
    }
    const deleted = await http("/api/user", { method: "DELETE", cookie: leaving.cookie, body: { currentPassword: OWN_PASSWORD } });
    expect(deleted.status, deleted.text).toBe(200);

    const title = `Offshore ${text} rigger`;
    const imported = await importJobsCsv(
      `${JOB_CSV_HEADER}\n${title},Gone Subsea,"North Sea, United Kingdom",£150000,oil-gas,Rigging,OK,https://careers.example/${text}`,
      { skipWarnings: true },
    );
    expect(imported.status, imported.text).toBe(200);
    const subject = `New job for your saved search: ${title}`;
    // The control: the same instant fan-out reaches the account still here.
    await latestMailTo(staying.email, subject);
    // The deleted account's search ran in that same fan-out, if it still ran; give its mail the same time to land.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const sent = (await mailTo("")).filter((m) => m.subject === subject);
    expect(sent.map((m) => m.to)).toEqual([expect.stringContaining(staying.email)]);
  });
});

describe("words typed into a form are not mailed to an unproved address (item 10)", () => {
  it("a signed-out saved search's confirmation names its filters without the link or the phone number typed", async () => {
    const email = `h9-typed-${run}@saved.example`;
    const answer = await httpFrom(clientAddress(`${FILE}-saved-search`), "/api/saved-searches", {
      body: {
        email,
        filters: { search: "win at https://prize-claim.example/now", location: "call +44 7700 900123 today" },
        frequency: "instant",
      },
    });
    expect(answer.status, answer.text).toBe(200);
    const mail = await latestMailTo(email, "Confirm your Outpost saved search");
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain("prize-claim");
      expect(body).not.toContain("900123");
      expect(body).toContain("/subscriptions/confirm?token=");
    }
  });

  it("the verification mail of a sign-up does not greet by a first name holding a link", async () => {
    const account = await ownAccount(FILE, "user", { firstName: "Claim https://prize-claim.example/win" }, { verified: false });
    const mail = await latestMailTo(account.email, "Verify your Outpost email address");
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain("prize-claim");
      expect(body).toContain("/verify-email?token=");
    }
  });
});

describe("My List keeps only jobs a seeker may see (item 13)", () => {
  let seeker: OwnAccount;
  let listed: string;
  let archived: string;
  let takenDown: string;
  beforeAll(async () => {
    const employer = await ownAccount(FILE, "employer");
    seeker = await ownAccount(FILE);
    listed = await paidJob(employer.cookie, `Listed Welder ${run}`);
    archived = await paidJob(employer.cookie, `Archived Welder ${run}`);
    takenDown = await paidJob(employer.cookie, `Taken Down Welder ${run}`);
    const archive = await http(`/api/user/jobs/${archived}`, { method: "DELETE", cookie: employer.cookie });
    expect(archive.status, archive.text).toBe(200);
    const takedown = await http(`/api/admin/jobs/${takenDown}`, {
      method: "PATCH",
      as: "admin",
      body: { isActive: false, takedownReason: "Asks applicants for a fee" },
    });
    expect(takedown.status, takedown.text).toBe(200);
  });

  it("drops an archived and a taken-down job's ids from the answer, the list and the export, and keeps a listed one", async () => {
    const merged = await http("/api/user/shortlist", { cookie: seeker.cookie, body: { ids: [archived, listed, takenDown] } });
    expect(merged.status, merged.text).toBe(200);
    expect((merged.json() as { ids: string[] }).ids).toEqual([listed]);
    expect((await http("/api/user/shortlist", { cookie: seeker.cookie })).json()).toEqual({ ids: [listed] });
    const exported = await http("/api/user/export", { cookie: seeker.cookie });
    expect(exported.status).toBe(200);
    const { shortlist } = exported.json() as { shortlist: { jobId: string }[] };
    expect(shortlist.map((s) => s.jobId)).toEqual([listed]);
  });
});
