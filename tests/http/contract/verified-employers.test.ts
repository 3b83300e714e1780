// Verified employers over real HTTP: an employer's job carries no badge and no sameAs until an admin
// verifies them; then the API's card and job answer, the job page and its JobPosting data say so, naming
// the verified domain, and a revocation takes it back at once (the job caches are retired). A job whose
// website is on another domain never carries the badge.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { expectMessage, http } from "../support/client";
import { OWN_PASSWORD, ownAccount, type OwnAccount } from "../support/own-accounts";
import { verificationToken } from "../support/verification-link";

const SUCCEEDS = "4242 4242 4242 4242";
let owner: OwnAccount;
let jobId: string;

/** Posts and pays for a job on the demo provider, as the post-job form and checkout do. */
async function postPaidJob(cookie: string, draft: Record<string, unknown>): Promise<string> {
  const started = await http("/api/create-payment-intent", { body: { amount: 1, planType: draft.planType, job: draft }, cookie });
  expect(started.status, started.text).toBe(200);
  const { paymentIntentId } = started.json() as { paymentIntentId: string };
  expect((await http("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: SUCCEEDS }, cookie })).status).toBe(200);
  const posted = await http("/api/jobs", { body: { ...draft, paymentIntentId }, cookie });
  expect(posted.status, posted.text).toBeLessThan(300);
  return (posted.json() as { id: string }).id;
}

const decide = (id: string, decision: string) =>
  http(`/api/admin/users/${id}/verification`, { method: "PUT", body: { decision }, as: "admin" });

/** The job page's JobPosting data and whether it shows the badge. */
async function jobPage(id: string) {
  const page = await http(`/job/${id}`);
  expect(page.status).toBe(200);
  const script = page.text.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  const posting = JSON.parse(script![1]) as { hiringOrganization: { name: string; sameAs?: string } };
  return { badge: page.text.match(/Verified: [a-z0-9.-]+/)?.[0] ?? null, organisation: posting.hiringOrganization };
}

beforeAll(async () => {
  owner = await ownAccount("verified-employers", "employer");
  const saved = await http("/api/auth/company", {
    method: "PUT",
    body: { companyName: "Kestrel Rigs", companyWebsite: "https://www.kestrel-rigs.com" },
    cookie: owner.cookie,
  });
  expect(saved.status, saved.text).toBe(200);
  jobId = await postPaidJob(
    owner.cookie,
    jobDraft({ title: "Verified Derrickhand", company: "Kestrel Rigs", companyWebsite: "https://kestrel-rigs.com/about" }),
  );
});

describe("a job of an employer nobody has verified", () => {
  it("has no badge and no sameAs: its email is not on its website's domain", async () => {
    expect((await http(`/api/jobs/${jobId}`)).json()).toMatchObject({ employerVerified: false, companyWebsiteVerified: false });
    const page = await jobPage(jobId);
    expect(page.badge).toBeNull();
    expect(page.organisation.name).toBe("Kestrel Rigs");
    expect(page.organisation).not.toHaveProperty("sameAs");
  });
});

describe("PUT /api/admin/users/{id}/verification", () => {
  it("verifies: the card, the job answer and the page show the badge, and sameAs names the site", async () => {
    const answer = await decide(owner.id, "verified");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json()).toEqual({ employerVerification: "verified", employerVerified: true });
    expect((await http(`/api/jobs/${jobId}`)).json()).toMatchObject({ employerVerified: true, companyWebsiteVerified: true });
    const cards = (await http(`/api/jobs?ids=${jobId}`)).json() as { id: string; employerVerified: boolean }[];
    expect(cards.find((c) => c.id === jobId)).toMatchObject({ employerVerified: true });
    const page = await jobPage(jobId);
    expect(page.badge).toBe("Verified: kestrel-rigs.com");
    expect(page.organisation.sameAs).toBe("https://kestrel-rigs.com/about");
    const users = (await http(`/api/admin/users?search=${owner.username}`, { as: "admin" })).json() as {
      id: string;
      employerVerified: boolean;
    }[];
    expect(users.find((u) => u.id === owner.id)).toMatchObject({ employerVerification: "verified", employerVerified: true });
  });

  it("revokes: badge and sameAs are gone on the next read", async () => {
    expect((await decide(owner.id, "revoked")).json()).toEqual({ employerVerification: "revoked", employerVerified: false });
    expect((await http(`/api/jobs/${jobId}`)).json()).toMatchObject({ employerVerified: false, companyWebsiteVerified: false });
    const page = await jobPage(jobId);
    expect(page.badge).toBeNull();
    expect(page.organisation).not.toHaveProperty("sameAs");
  });

  it("answers 400 for a job seeker's account or an unknown decision, 404 for an unknown account", async () => {
    const seeker = await ownAccount("verified-employers", "user");
    expectMessage(await decide(seeker.id, "verified"), 400, "Only employer accounts can be verified");
    expectMessage(await decide(owner.id, "maybe"), 400, "Decision must be auto, verified or revoked");
    expectMessage(await decide("00000000-0000-4000-8000-000000000000", "verified"), 404, "User not found");
  });

  it("answers 401 signed out and 403 to a job seeker or employer", async () => {
    const path = `/api/admin/users/${owner.id}/verification`;
    expectMessage(await http(path, { method: "PUT", body: { decision: "verified" } }), 401);
    for (const as of ["user", "employer"] as const)
      expectMessage(await http(path, { method: "PUT", body: { decision: "verified" }, as }), 403);
  });
});

describe("automatic verification", () => {
  it("a confirmed move to an address on the website's domain shows the badge on the next read", async () => {
    const employer = await ownAccount("verified-employers", "employer");
    const saved = await http("/api/auth/company", {
      method: "PUT",
      body: { companyName: "Petrel Drilling", companyWebsite: "https://www.petrel-drilling.com" },
      cookie: employer.cookie,
    });
    expect(saved.status, saved.text).toBe(200);
    const id = await postPaidJob(
      employer.cookie,
      jobDraft({ title: "Automatic Toolpusher", company: "Petrel Drilling", companyWebsite: "https://careers.petrel-drilling.com" }),
    );
    // A job of the same employer under a name and website of someone else's.
    const borrowed = await postPaidJob(
      employer.cookie,
      jobDraft({ title: "Borrowed Name Toolpusher", company: "Shell plc", companyWebsite: "https://www.shell.com/careers" }),
    );
    // Read, so the answer and the page are cached as unverified.
    expect((await http(`/api/jobs/${id}`)).json()).toMatchObject({ employerVerified: false });
    expect((await jobPage(id)).badge).toBeNull();

    const newEmail = `${employer.username}@petrel-drilling.com`;
    const asked = await http("/api/user/email", { body: { currentPassword: OWN_PASSWORD, newEmail }, cookie: employer.cookie });
    expect(asked.status, asked.text).toBe(200);
    const token = await verificationToken(inject("dataDir"), newEmail);
    const confirmed = await http("/api/verify-email", { body: { token }, cookie: employer.cookie });
    expect(confirmed.status, confirmed.text).toBe(200);

    expect((await http(`/api/jobs/${id}`)).json()).toMatchObject({ employerVerified: true, verifiedDomain: "petrel-drilling.com" });
    expect((await jobPage(id)).badge).toBe("Verified: petrel-drilling.com");
    // The badge vouches for the domain, so a job on another domain carries none (attack pass finding 6).
    expect((await http(`/api/jobs/${borrowed}`)).json()).toMatchObject({ employerVerified: false, verifiedDomain: null });
    const cards = (await http(`/api/jobs?ids=${borrowed}`)).json() as { id: string; verifiedDomain: string | null }[];
    expect(cards.find((c) => c.id === borrowed)).toMatchObject({ verifiedDomain: null });
    const page = await jobPage(borrowed);
    expect(page.badge).toBeNull();
    expect(page.organisation).toMatchObject({ name: "Shell plc" });
    expect(page.organisation).not.toHaveProperty("sameAs");
  });
});
