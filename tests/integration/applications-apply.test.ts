// Applying on Outpost, on a real database: who may apply and to what, the answers each question takes, the
// CV judged by its bytes and kept where no public route serves it, one application per seeker and job, the
// daily and hourly limits, what the row keeps, and the seeker's own list and withdrawal.
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as apply } from "@/app/api/jobs/[id]/applications/route";
import { GET as listMine } from "@/app/api/user/applications/route";
import { DELETE as withdraw } from "@/app/api/user/applications/[id]/route";
import { GET as serveObject } from "@/app/objects/[key]/route";
import { APPLICATIONS_PER_DAY, CV_UPLOADS_PER_HOUR, MAX_CV_BYTES, MAX_SHORT_ANSWER_CHARS } from "@/lib/applications/kinds";
import { applicationFit } from "@/lib/applications/fit";
import { applications, type NewJob } from "@/server/db/schema";
import { saveProfile } from "@/server/accounts/profile";
import { localCvDir, readApplicationCv } from "@/server/applications/cv-store";
import { listSeekerApplications, withdrawApplication } from "@/server/applications/seeker-applications";
import { localUploadsDir } from "@/server/uploads/object-store";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { daysFromNow, insertJob } from "../support/factories";
import { pngBytes } from "../support/images";
import { DOCX_CV, DOCX_TYPE, PDF_CV, PDF_TYPE, PLAIN_ZIP } from "../support/cv-files";

const t = withTestDatabase();

const QUESTIONS = [
  { id: "q-offshore", text: "Have you worked offshore before?", kind: "yes-no" as const, required: true },
  { id: "q-notice", text: "What notice do you have to give?", kind: "short-text" as const, required: false },
];

const outpostJob = (overrides: Partial<NewJob> = {}) =>
  insertJob(t.db, {
    applyOn: "outpost",
    screeningQuestions: QUESTIONS,
    rotation: "2-2",
    tickets: ["bosiet-foet"],
    medical: "oeuk",
    startDate: daysFromNow(10),
    ...overrides,
  });

const send = (jobId: string, cookie: string | undefined, body: unknown) =>
  call(apply, `/api/jobs/${jobId}/applications`, { method: "POST", cookie, body, params: { id: jobId } });

function sendForm(jobId: string, cookie: string, fields: Record<string, string>, cv?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (cv) form.set("cv", new File([new Uint8Array(cv.data)], cv.name, { type: cv.type }));
  return call(apply, `/api/jobs/${jobId}/applications`, { method: "POST", cookie, rawBody: form, params: { id: jobId } });
}

const good = { answers: [{ id: "q-offshore", value: "yes" }] };
const errorOf = async (res: Response) => (await res.json()) as { message: string; code: string; field?: string };
const rowOf = async (id: string) => (await t.db.select().from(applications).where(eq(applications.id, id)))[0];

async function seekerWithProfile() {
  const seeker = await signUp("user");
  await saveProfile(t.db, seeker.id, {
    roles: ["Roustabout"],
    tickets: [{ name: "bosiet-foet", number: "B-1", expiresOn: "2030-05-01" }],
    medicals: [{ name: "oeuk", expiresOn: "2030-01-01" }],
    availableFrom: "2026-01-05",
    rotations: ["2-2"],
    regions: [],
    needsSponsorship: false,
  });
  return seeker;
}

describe("POST /api/jobs/{id}/applications", () => {
  it("takes a verified seeker's application and keeps a copy of the profile, the answers and the fit", async () => {
    const seeker = await seekerWithProfile();
    const job = await outpostJob();
    const res = await send(job.id, seeker.cookie, {
      answers: [
        { id: "q-offshore", value: "yes" },
        { id: "q-notice", value: "  Two weeks  " },
        { id: "q-gone", value: "a question the job no longer asks" },
      ],
      note: "Back from a hitch on the 4th.",
      phone: "+44 7700 900123",
    });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: string; status: string };
    expect(answer).toEqual({ id: expect.any(String), status: "sent" });

    const row = await rowOf(answer.id);
    const applicant = {
      tickets: [{ name: "bosiet-foet", expiresOn: "2030-05-01" }],
      medicals: [{ name: "oeuk", expiresOn: "2030-01-01" }],
      availableFrom: "2026-01-05",
      rotations: ["2-2"],
    };
    expect(row).toMatchObject({
      jobId: job.id,
      seekerId: seeker.id,
      status: "sent",
      name: "Erin Hale",
      email: seeker.email,
      phone: "+44 7700 900123",
      ...applicant,
      answers: [
        { id: "q-offshore", value: "yes" },
        { id: "q-notice", value: "Two weeks" },
      ],
      note: "Back from a hitch on the 4th.",
      cvKey: null,
      ...applicationFit(job, applicant, new Date().toISOString().slice(0, 10)),
    });
    expect(row.ticketsValid).toBe(true);

    // The copy stands as sent when the profile changes after.
    await saveProfile(t.db, seeker.id, { roles: [], tickets: [], medicals: [], rotations: [], regions: [], needsSponsorship: false });
    expect((await rowOf(answer.id)).tickets).toEqual(applicant.tickets);
  });

  it("refuses a missing required answer, a yes-no answer that is neither, and a long short answer, by the question's field", async () => {
    const seeker = await seekerWithProfile();
    const job = await outpostJob();
    const cases: [unknown, string][] = [
      [{ answers: [] }, "answers.q-offshore"],
      [{}, "answers.q-offshore"],
      [{ answers: [{ id: "q-offshore", value: "   " }] }, "answers.q-offshore"],
      [{ answers: [{ id: "q-offshore", value: "maybe" }] }, "answers.q-offshore"],
      [{ answers: [...good.answers, { id: "q-notice", value: "x".repeat(MAX_SHORT_ANSWER_CHARS + 1) }] }, "answers.q-notice"],
    ];
    for (const [body, field] of cases) {
      const res = await send(job.id, seeker.cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "validation_failed", field });
    }
    const badPhone = await send(job.id, seeker.cookie, { ...good, phone: "call me maybe" });
    expect(badPhone.status).toBe(400);
    expect((await errorOf(badPhone)).field).toBe("phone");
    expect((await send(job.id, seeker.cookie, { ...good, answers: "yes" })).status).toBe(400);
    const malformed = await call(apply, `/api/jobs/${job.id}/applications`, {
      method: "POST",
      cookie: seeker.cookie,
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
      params: { id: job.id },
    });
    expect(await errorOf(malformed)).toMatchObject({ code: "malformed_json" });
    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
  });

  it("answers 401 signed out, 403 email_unverified before the address is proved, and 403 to employers and admins", async () => {
    const job = await outpostJob();
    expect((await send(job.id, undefined, good)).status).toBe(401);
    const unverified = await signUp("user", { verified: false });
    const refused = await send(job.id, unverified.cookie, good);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("email_unverified");
    const employer = await signUp("employer");
    const asEmployer = await send(job.id, employer.cookie, good);
    expect(asEmployer.status).toBe(403);
    expect(await errorOf(asEmployer)).toMatchObject({ code: "forbidden", message: expect.stringMatching(/job seeker's account/) });
  });

  it("answers 404 for a job that is closed, off the board, unknown, or taking applications on the employer's site only", async () => {
    const seeker = await seekerWithProfile();
    const jobs = await Promise.all([
      outpostJob({ expiresAt: daysFromNow(-1) }),
      outpostJob({ applicationClosingDate: daysFromNow(-1) }),
      outpostJob({ isActive: false }),
      outpostJob({ archivedAt: new Date(), isActive: false }),
      outpostJob({ applyOn: "employer-site" }),
    ]);
    for (const job of jobs) {
      const res = await send(job.id, seeker.cookie, good);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("This job is not taking applications on Outpost");
    }
    expect((await send("00000000-0000-4000-8000-000000000000", seeker.cookie, good)).status).toBe(404);
    expect((await send("not-a-uuid", seeker.cookie, good)).status).toBe(404);
    // 'both' takes them here as well as on the employer's site.
    expect((await send((await outpostJob({ applyOn: "both" })).id, seeker.cookie, good)).status).toBe(201);
  });

  it("takes one application per seeker and job: a second, a withdrawn one's repeat and a simultaneous pair answer 409 already_exists", async () => {
    const seeker = await seekerWithProfile();
    const job = await outpostJob();
    const first = await send(job.id, seeker.cookie, good);
    expect(first.status).toBe(201);
    const again = await send(job.id, seeker.cookie, good);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: "already_exists", message: "You have already applied to this job" });
    const { id } = (await first.json()) as { id: string };
    await withdrawApplication(t.db, seeker.id, id);
    expect((await errorOf(await send(job.id, seeker.cookie, good))).code).toBe("already_exists");

    const other = await outpostJob();
    const pair = await Promise.all([send(other.id, seeker.cookie, good), send(other.id, seeker.cookie, good)]);
    expect(pair.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(applications).where(eq(applications.jobId, other.id))).toHaveLength(1);
  });

  it("keeps a PDF or DOCX CV, judged by its bytes, in the private store that /objects never serves", async () => {
    const seeker = await seekerWithProfile();
    for (const [data, name, type, stored] of [
      [PDF_CV, "Erin Hale CV.pdf", PDF_TYPE, "Erin Hale CV.pdf"],
      // The name and the browser's type say nothing: the bytes are a DOCX, so it is one.
      [DOCX_CV, "../../cv", "application/octet-stream", "cv.docx"],
    ] as const) {
      const job = await outpostJob();
      const res = await sendForm(
        job.id,
        seeker.cookie,
        { answers: JSON.stringify(good.answers), note: "See my CV", phone: "" },
        { data, name, type },
      );
      expect(res.status, await res.clone().text()).toBe(201);
      const row = await rowOf(((await res.json()) as { id: string }).id);
      expect(row).toMatchObject({ cvName: stored, cvBytes: data.length, note: "See my CV", phone: null, answers: good.answers });
      expect(row.cvType).toBe(data === PDF_CV ? PDF_TYPE : DOCX_TYPE);
      expect(row.cvKey).toMatch(/^cv-[0-9a-f-]{36}$/);
      expect(await readApplicationCv(row.cvKey!)).toEqual(data);
      // Not among the public images, and not servable by their route under any spelling of the key.
      await expect(fs.access(path.join(localUploadsDir(), row.cvKey!))).rejects.toThrow();
      expect((await fs.readFile(path.join(localCvDir(), row.cvKey!))).equals(data)).toBe(true);
      for (const key of [row.cvKey!, `${row.cvKey!}.webp`, `../private/cvs/${row.cvKey!}`]) {
        const served = await serveObject(new Request(`http://localhost/objects/${key}`), { params: Promise.resolve({ key }) });
        expect(served.status, key).toBe(404);
      }
    }
  });

  it("refuses a CV over 5 MB with 413 and one that is not a PDF or DOCX with 415, storing nothing", async () => {
    const seeker = await seekerWithProfile();
    const job = await outpostJob();
    const fields = { answers: JSON.stringify(good.answers) };
    const before = await fs.readdir(localCvDir()).catch(() => []);
    const big = Buffer.concat([PDF_CV, Buffer.alloc(MAX_CV_BYTES + 1 - PDF_CV.length)]);
    const tooLarge = await sendForm(job.id, seeker.cookie, fields, { data: big, name: "cv.pdf", type: PDF_TYPE });
    expect(tooLarge.status).toBe(413);
    expect(await errorOf(tooLarge)).toMatchObject({ code: "too_large", field: "cv", message: "The CV is larger than 5 MB" });
    const wayTooLarge = await sendForm(job.id, seeker.cookie, fields, {
      data: Buffer.alloc(MAX_CV_BYTES * 2),
      name: "cv.pdf",
      type: PDF_TYPE,
    });
    expect(wayTooLarge.status).toBe(413);
    for (const data of [await pngBytes(), PLAIN_ZIP, Buffer.from("%PD"), Buffer.from("PK\x03\x04 truncated", "latin1")]) {
      const res = await sendForm(job.id, seeker.cookie, fields, { data, name: "cv.pdf", type: PDF_TYPE });
      expect(res.status).toBe(415);
      expect(await errorOf(res)).toMatchObject({ code: "unsupported_media_type", field: "cv" });
    }
    expect(await fs.readdir(localCvDir()).catch(() => [])).toEqual(before);
    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
    // An empty file input is no CV at all.
    const noCv = await sendForm(job.id, seeker.cookie, fields, { data: Buffer.alloc(0), name: "", type: "application/octet-stream" });
    expect(noCv.status).toBe(201);
  });

  it("answers 429 past the applications a day, counted from the rows, and past the CVs an hour", async () => {
    const seeker = await seekerWithProfile();
    const earlier = await Promise.all(Array.from({ length: APPLICATIONS_PER_DAY }, () => outpostJob({ screeningQuestions: [] })));
    await t.db
      .insert(applications)
      .values(earlier.map((job) => ({ jobId: job.id, seekerId: seeker.id, name: "Erin Hale", email: seeker.email })));
    const job = await outpostJob();
    const limited = await send(job.id, seeker.cookie, good);
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toMatchObject({ code: "rate_limited" });
    // A day later they count no more.
    await t.db
      .update(applications)
      .set({ createdAt: daysFromNow(-1.01) })
      .where(eq(applications.seekerId, seeker.id));
    expect((await send(job.id, seeker.cookie, good)).status).toBe(201);

    const uploader = await seekerWithProfile();
    const cvJobs = await Promise.all(Array.from({ length: CV_UPLOADS_PER_HOUR + 1 }, () => outpostJob()));
    const fields = { answers: JSON.stringify(good.answers) };
    for (const cvJob of cvJobs.slice(0, CV_UPLOADS_PER_HOUR))
      expect((await sendForm(cvJob.id, uploader.cookie, fields, { data: PDF_CV, name: "cv.pdf", type: PDF_TYPE })).status).toBe(201);
    const last = cvJobs[CV_UPLOADS_PER_HOUR];
    const tooMany = await sendForm(last.id, uploader.cookie, fields, { data: PDF_CV, name: "cv.pdf", type: PDF_TYPE });
    expect(tooMany.status).toBe(429);
    expect((await errorOf(tooMany)).message).toMatch(/without one/);
    // Without a CV the same application still goes.
    expect((await send(last.id, uploader.cookie, good)).status).toBe(201);
  });
});

describe("GET /api/user/applications and DELETE /api/user/applications/{id}", () => {
  it("lists only the seeker's own applications, newest first, an open one on a closed job as 'closed'", async () => {
    const seeker = await seekerWithProfile();
    const other = await seekerWithProfile();
    const [a, b, c] = await Promise.all([outpostJob(), outpostJob({ title: "Crane operator" }), outpostJob()]);
    for (const job of [a, b, c]) expect((await send(job.id, seeker.cookie, good)).status).toBe(201);
    expect((await send(a.id, other.cookie, good)).status).toBe(201);
    const mine = await t.db.select().from(applications).where(eq(applications.seekerId, seeker.id));
    const byJob = new Map(mine.map((r) => [r.jobId, r]));
    // Spread the moments so the order is the test's, not the clock's.
    for (const [i, job] of [a, b, c].entries())
      await t.db
        .update(applications)
        .set({ createdAt: daysFromNow(i - 3) })
        .where(eq(applications.id, byJob.get(job.id)!.id));
    await t.db
      .update(applications)
      .set({ status: "declined", declineMessage: "We have filled the role." })
      .where(eq(applications.id, byJob.get(a.id)!.id));
    const closed = byJob.get(b.id)!;
    await t.db.update(applications).set({ status: "viewed" }).where(eq(applications.id, closed.id));
    await t.db.execute(`update jobs set expires_at = now() - interval '1 hour' where id = '${b.id}'`);

    const res = await call(listMine, "/api/user/applications", { cookie: seeker.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { applications: listed } = (await res.json()) as { applications: Record<string, unknown>[] };
    expect(listed.map((x) => [x.jobId, x.status])).toEqual([
      [c.id, "sent"],
      [b.id, "closed"],
      [a.id, "declined"],
    ]);
    expect(listed[1]).toEqual({
      id: closed.id,
      jobId: b.id,
      jobTitle: "Crane operator",
      company: b.company,
      status: "closed",
      declineMessage: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      statusChangedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(listed[2].declineMessage).toBe("We have filled the role.");
    expect((await listSeekerApplications(t.db, other.id)).map((x) => x.jobId)).toEqual([a.id]);
    expect((await call(listMine, "/api/user/applications")).status).toBe(401);
  });

  it("withdraws the seeker's own open application, deleting its CV, answers and note; anyone else is told 404", async () => {
    const seeker = await seekerWithProfile();
    const stranger = await seekerWithProfile();
    const job = await outpostJob();
    const sent = await sendForm(
      job.id,
      seeker.cookie,
      { answers: JSON.stringify(good.answers), note: "Hello" },
      { data: PDF_CV, name: "cv.pdf", type: PDF_TYPE },
    );
    const { id } = (await sent.json()) as { id: string };
    const { cvKey } = await rowOf(id);
    const del = (cookie?: string, target = id) =>
      call(withdraw, `/api/user/applications/${target}`, { method: "DELETE", cookie, params: { id: target } });

    for (const res of [await del(), await del(stranger.cookie), await del(seeker.cookie, "00000000-0000-4000-8000-000000000000")]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Application not found");
    }
    expect(await readApplicationCv(cvKey!)).not.toBeNull();

    const done = await del(seeker.cookie);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ id, status: "withdrawn" });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "withdrawn", answers: [], note: null, cvKey: null, cvName: null, cvBytes: null });
    expect(row.dataDeletedAt).toBeInstanceOf(Date);
    expect(row.statusChangedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
    expect(await readApplicationCv(cvKey!)).toBeNull();
    // Again is the same answer; the list shows it withdrawn.
    expect((await del(seeker.cookie)).status).toBe(200);
    expect((await listSeekerApplications(t.db, seeker.id))[0]).toMatchObject({ id, status: "withdrawn" });

    const decided = await outpostJob();
    const second = (await (await send(decided.id, seeker.cookie, good)).json()) as { id: string };
    await t.db
      .update(applications)
      .set({ status: "hired" })
      .where(and(eq(applications.id, second.id)));
    const refused = await del(seeker.cookie, second.id);
    expect(refused.status).toBe(409);
    expect((await rowOf(second.id)).status).toBe("hired");
  });
});
