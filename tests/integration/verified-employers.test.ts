// Verified employers: the badge follows a verified email on the company website's domain or an admin's
// word, shows in every job read (list, job page answer), and sameAs only names a verified employer's site.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PUT as verificationRoute } from "@/app/api/admin/users/[id]/verification/route";
import { GET as listUsersRoute } from "@/app/api/admin/users/route";
import { PUT as companyRoute } from "@/app/api/auth/company/route";
import { GET as jobRoute } from "@/app/api/jobs/[id]/route";
import { GET as jobsRoute } from "@/app/api/jobs/route";
import { auditLog, jobs, users } from "@/server/db/schema";
import { fillCompanyDomains } from "@/server/accounts/employer-verification";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJob } from "../support/factories";
import { signUp } from "../support/accounts";
import { nonAdminStatuses, signInEveryRole, type Callers } from "../support/roles";

const t = withTestDatabase();
let callers: Callers;

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
});

type Detail = { employerVerified: boolean; verifiedDomain: string | null; companyWebsiteVerified: boolean; companyWebsite: string | null };

const detail = async (id: string) => (await (await call(jobRoute, `/api/jobs/${id}`, { params: { id } })).json()) as Detail;
const listed = async (id: string) =>
  (
    (await (await call(jobsRoute, `/api/jobs?ids=${id}`)).json()) as {
      id: string;
      employerVerified: boolean;
      verifiedDomain: string | null;
    }[]
  ).find((j) => j.id === id);
const decide = (id: string, decision: string, cookie = callers.admin) =>
  call(verificationRoute, `/api/admin/users/${id}/verification`, { method: "PUT", body: { decision }, cookie, params: { id } });

/** An employer at `email` whose company website is `website`, with one listed job on `jobWebsite`. */
async function employerWithJob(email: string, website: string, jobWebsite = website) {
  const account = await signUp("employer", { verified: false });
  await t.db.update(users).set({ email }).where(eq(users.id, account.id));
  const saved = await call(companyRoute, "/api/auth/company", { method: "PUT", body: { companyWebsite: website }, cookie: account.cookie });
  expect(saved.status).toBe(200);
  const job = await insertJob(t.db, { employerId: account.id, companyWebsite: jobWebsite });
  return { ...account, job };
}

const confirmEmail = (id: string) => t.db.update(users).set({ emailVerified: true }).where(eq(users.id, id));

describe("the email-domain rule", () => {
  it("verifies once the email on the website's domain is confirmed, and names the site as the company's", async () => {
    const e = await employerWithJob("hr@jobs.acme-mining.com", "https://www.acme-mining.com/careers");
    const [row] = await t.db.select({ companyDomain: users.companyDomain }).from(users).where(eq(users.id, e.id));
    expect(row.companyDomain).toBe("acme-mining.com");
    expect(await detail(e.job.id)).toMatchObject({ employerVerified: false, companyWebsiteVerified: false });
    await confirmEmail(e.id);
    expect(await detail(e.job.id)).toMatchObject({ employerVerified: true, companyWebsiteVerified: true });
    expect(await listed(e.job.id)).toMatchObject({ employerVerified: true });
  });

  it("does not verify a look-alike domain or a public mail provider", async () => {
    const lookalike = await employerWithJob("hr@evil-acme-drilling.com", "https://acme-drilling.com");
    const gmail = await employerWithJob("acme.drilling@gmail.com", "https://gmail.com");
    await confirmEmail(lookalike.id);
    await confirmEmail(gmail.id);
    expect(await detail(lookalike.job.id)).toMatchObject({ employerVerified: false, companyWebsiteVerified: false });
    expect(await detail(gmail.job.id)).toMatchObject({ employerVerified: false, companyWebsiteVerified: false });
  });

  it("gives no badge and no sameAs to a job whose own website is on another domain (attack pass finding 6)", async () => {
    const e = await employerWithJob("hr@fjord-subsea.no", "https://fjord-subsea.no", "https://fjord-subsea.no.evil.io");
    const shell = await insertJob(t.db, { employerId: e.id, company: "Shell plc", companyWebsite: "https://www.shell.com" });
    const own = await insertJob(t.db, { employerId: e.id, companyWebsite: "https://careers.fjord-subsea.no/rov" });
    await confirmEmail(e.id);
    for (const id of [e.job.id, shell.id]) {
      expect(await detail(id)).toMatchObject({ employerVerified: false, verifiedDomain: null, companyWebsiteVerified: false });
      expect(await listed(id)).toMatchObject({ employerVerified: false, verifiedDomain: null });
    }
    // On its own domain (a subdomain too) the badge names the domain that was checked.
    expect(await detail(own.id)).toMatchObject({ employerVerified: true, verifiedDomain: "fjord-subsea.no", companyWebsiteVerified: true });
    expect(await listed(own.id)).toMatchObject({ employerVerified: true, verifiedDomain: "fjord-subsea.no" });
  });

  it("does not verify a website on a public mail or disposable domain", async () => {
    for (const [email, site] of [
      ["acme.drill@yahoo.fr", "https://yahoo.fr"],
      ["acme.drill@outlook.de", "https://outlook.de"],
      ["acme.drill@mailinator.com", "https://www.mailinator.com"],
    ]) {
      const e = await employerWithJob(email, site);
      await confirmEmail(e.id);
      expect(await detail(e.job.id)).toMatchObject({ employerVerified: false, verifiedDomain: null });
    }
  });

  it("follows a change of website", async () => {
    const e = await employerWithJob("hr@polar-air.com", "https://polar-air.com");
    await confirmEmail(e.id);
    expect((await detail(e.job.id)).employerVerified).toBe(true);
    await call(companyRoute, "/api/auth/company", { method: "PUT", body: { companyWebsite: "https://other-air.com" }, cookie: e.cookie });
    expect((await detail(e.job.id)).employerVerified).toBe(false);
  });
});

describe("PUT /api/admin/users/{id}/verification", () => {
  it("is for admins only", async () => {
    const e = await signUp("employer");
    expect(await nonAdminStatuses(callers, (c) => decide(e.id, "verified", c))).toEqual([401, 403, 403]);
  });

  it("verifies, revokes and hands back to the rule, audited, and the lists show it", async () => {
    const e = await employerWithJob("acme.rigs@gmail.com", "https://acme-rigs.com");
    await confirmEmail(e.id);
    expect((await detail(e.job.id)).employerVerified).toBe(false);

    const verified = await decide(e.id, "verified");
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ employerVerification: "verified", employerVerified: true });
    // An admin's word covers the employer's own website: a job on that domain names it as theirs.
    expect(await detail(e.job.id)).toMatchObject({ employerVerified: true, companyWebsiteVerified: true });

    expect(await (await decide(e.id, "revoked")).json()).toEqual({ employerVerification: "revoked", employerVerified: false });
    expect((await detail(e.job.id)).employerVerified).toBe(false);
    expect(await (await decide(e.id, "auto")).json()).toEqual({ employerVerification: "auto", employerVerified: false });

    const log = await t.db.select().from(auditLog).where(eq(auditLog.targetId, e.id));
    expect(log.map((l) => l.details)).toEqual(
      expect.arrayContaining([
        { from: "auto", to: "verified" },
        { from: "verified", to: "revoked" },
        { from: "revoked", to: "auto" },
      ]),
    );
    const listedUsers = (await (await call(listUsersRoute, "/api/admin/users", { cookie: callers.admin })).json()) as {
      id: string;
      employerVerification: string;
      employerVerified: boolean;
    }[];
    expect(listedUsers.find((u) => u.id === e.id)).toMatchObject({ employerVerification: "auto", employerVerified: false });
  });

  it("revoking overrides the email rule", async () => {
    const e = await employerWithJob("hr@goldenmile.com.au", "https://www.goldenmile.com.au");
    await confirmEmail(e.id);
    expect((await detail(e.job.id)).employerVerified).toBe(true);
    await decide(e.id, "revoked");
    expect(await detail(e.job.id)).toMatchObject({ employerVerified: false, companyWebsiteVerified: false });
  });

  it("answers 400 for a job seeker's account or an unknown decision, 404 for an unknown account", async () => {
    const seeker = await signUp("user");
    const refused = await decide(seeker.id, "verified");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: "Only employer accounts can be verified" });
    expect((await decide(seeker.id, "maybe")).status).toBe(400);
    expect((await decide("00000000-0000-4000-8000-000000000000", "verified")).status).toBe(404);
  });
});

describe("fillCompanyDomains", () => {
  it("gives websites saved before the column existed their domain, and leaves a mail provider's empty", async () => {
    const older = await signUp("employer");
    const gmail = await signUp("employer");
    await t.db.update(users).set({ companyWebsite: "https://careers.older-rigs.co.uk", companyDomain: null }).where(eq(users.id, older.id));
    await t.db.update(users).set({ companyWebsite: "https://gmail.com", companyDomain: null }).where(eq(users.id, gmail.id));
    expect(await fillCompanyDomains(t.db)).toBeGreaterThanOrEqual(1);
    const domains = await t.db.select({ id: users.id, companyDomain: users.companyDomain }).from(users);
    expect(domains.find((u) => u.id === older.id)?.companyDomain).toBe("older-rigs.co.uk");
    expect(domains.find((u) => u.id === gmail.id)?.companyDomain).toBeNull();
  });

  it("clears a domain stored before the lists named it a mail provider's, so it verifies nobody", async () => {
    const e = await employerWithJob("hr.old@yahoo.fr", "https://acme-drill.com");
    await confirmEmail(e.id);
    await t.db.update(users).set({ companyWebsite: "https://yahoo.fr", companyDomain: "yahoo.fr" }).where(eq(users.id, e.id));
    await t.db.update(jobs).set({ companyWebsite: "https://yahoo.fr" }).where(eq(jobs.id, e.job.id));
    expect(await detail(e.job.id)).toMatchObject({ employerVerified: true });
    await fillCompanyDomains(t.db);
    expect(await detail(e.job.id)).toMatchObject({ employerVerified: false, verifiedDomain: null });
  });
});
