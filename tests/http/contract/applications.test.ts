// Applying on Outpost over real HTTP, on the production build: every error of the contract for
// POST /api/jobs/{id}/applications, the seeker's list and withdrawal, and the CV kept where the public
// objects route cannot serve it.
import fs from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { pngBytes } from "../../support/images";
import { DOCX_CV, PDF_CV } from "../../support/cv-files";
import { expectMessage, http, type HttpAnswer } from "../support/client";
import { importJobsCsv, JOB_CSV_HEADER } from "../support/job-import";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

const FILE = "applications";
const run = Date.now().toString(36);
const FIVE_MB = 5 * 1024 * 1024;
// Enough plain jobs to reach the daily limit and one past it, a few that ask a question, and the refusals' own.
const PLAIN = 31;
const ASKING = 4;

type Jobs = { plain: string[]; asking: string[]; employerSite: string; takenDown: string };
let jobs: Jobs;
let seeker: OwnAccount;
let stranger: OwnAccount;

const cvDir = () => path.join(inject("dataDir"), "private", "cvs");
const storedCvs = async () => (await fs.readdir(cvDir()).catch(() => [] as string[])).sort();

function applyJson(jobId: string, cookie: string | undefined, body: unknown): Promise<HttpAnswer> {
  return http(`/api/jobs/${jobId}/applications`, { method: "POST", body, cookie });
}

function applyForm(jobId: string, cookie: string, fields: Record<string, string>, cv?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (cv) form.set("cv", new File([new Uint8Array(cv.data)], cv.name, { type: cv.type }));
  return http(`/api/jobs/${jobId}/applications`, { method: "POST", rawBody: form, cookie });
}

/** The contract's error with a field: this status, `{ message, code, field }`. */
function expectFieldError(answer: HttpAnswer, status: number, code: string, field: string | RegExp): string {
  expect({ status: answer.status, body: answer.text.slice(0, 300) }).toMatchObject({ status });
  const body = answer.json() as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(["code", "field", "message"]);
  expect(body.code).toBe(code);
  if (typeof field === "string") expect(body.field).toBe(field);
  else expect(body.field).toMatch(field);
  return body.field;
}

/** The id of the job's required question, as its refusal names the field. */
async function questionOf(jobId: string, cookie: string): Promise<string> {
  const field = expectFieldError(await applyJson(jobId, cookie, {}), 400, "validation_failed", /^answers\.[\w-]+$/);
  return field.slice("answers.".length);
}

beforeAll(async () => {
  const url = (kind: string, i: number) => `https://apply.example/${run}/${kind}-${i}`;
  const row = (kind: string, i: number, applyOn: string, questions = "") =>
    `Rigger ${kind} ${i} ${run},Apply Subsea ${run},"North Sea, United Kingdom",£150000,oil-gas,Rigging offshore,OK,${url(kind, i)},${applyOn},${questions}`;
  const rows = [
    ...Array.from({ length: PLAIN }, (_, i) => row("plain", i, "both")),
    ...Array.from({ length: ASKING }, (_, i) => row("asking", i, "outpost", '"Have you worked offshore before?|yes-no|yes"')),
    row("site", 0, "employer-site"),
    row("down", 0, "both"),
  ];
  const imported = await importJobsCsv([`${JOB_CSV_HEADER},apply_on,screening_questions`, ...rows].join("\n"), { skipWarnings: true });
  expect(imported.status, imported.text).toBe(200);
  expect((imported.json() as { result: { created: number } }).result.created, imported.text).toBe(rows.length);
  const listed = (await http("/api/admin/jobs?limit=1000", { as: "admin" })).json() as { id: string; applicationUrl: string }[];
  const idOf = (kind: string, i: number) => {
    const job = listed.find((j) => j.applicationUrl === url(kind, i));
    expect(job, `${kind} ${i}`).toBeDefined();
    return job!.id;
  };
  jobs = {
    plain: Array.from({ length: PLAIN }, (_, i) => idOf("plain", i)),
    asking: Array.from({ length: ASKING }, (_, i) => idOf("asking", i)),
    employerSite: idOf("site", 0),
    takenDown: idOf("down", 0),
  };
  const down = await http(`/api/admin/jobs/${jobs.takenDown}`, {
    method: "PATCH",
    body: { isActive: false, takedownReason: "Closed for the applications test" },
    as: "admin",
  });
  expect(down.status, down.text).toBe(200);
  [seeker, stranger] = [await ownAccount(FILE), await ownAccount(FILE)];
}, 120_000);

describe("POST /api/jobs/{id}/applications", () => {
  it("takes a verified seeker's answers as JSON: 201 { id, status: 'sent' }, and the tracker lists it", async () => {
    const job = jobs.asking[0];
    const question = await questionOf(job, seeker.cookie);
    const sent = await applyJson(job, seeker.cookie, {
      answers: [{ id: question, value: "yes" }],
      note: "Free from the 5th",
      phone: "+44 7700 900123",
    });
    expect(sent.status, sent.text).toBe(201);
    const { id } = sent.json() as { id: string };
    expect(sent.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "sent" });
    const mine = await http("/api/user/applications", { cookie: seeker.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("no-store");
    expect((mine.json() as { applications: unknown[] }).applications[0]).toMatchObject({
      id,
      jobId: job,
      jobTitle: `Rigger asking 0 ${run}`,
      company: `Apply Subsea ${run}`,
      status: "sent",
      declineMessage: null,
    });
  });

  it("answers 400 with the question's field for a missing required answer and for a yes-no answer that is neither", async () => {
    const job = jobs.asking[1];
    const question = await questionOf(job, seeker.cookie);
    expectFieldError(await applyJson(job, seeker.cookie, { answers: [] }), 400, "validation_failed", `answers.${question}`);
    expectFieldError(
      await applyJson(job, seeker.cookie, { answers: [{ id: question, value: "maybe" }] }),
      400,
      "validation_failed",
      `answers.${question}`,
    );
    expectFieldError(await applyForm(job, seeker.cookie, { answers: "[not json" }), 400, "validation_failed", "answers");
  });

  it("answers 401 signed out, 403 email_unverified to an unproved address, 403 to an employer", async () => {
    expectMessage(await applyJson(jobs.plain[0], undefined, {}), 401, "Please log in to continue");
    const unverified = await ownAccount(FILE, "user", {}, { verified: false });
    expectMessage(await applyJson(jobs.plain[0], unverified.cookie, {}), 403, /verify your email/i, "email_unverified");
    expectMessage(
      await http(`/api/jobs/${jobs.plain[0]}/applications`, { body: {}, as: "employer" }),
      403,
      /job seeker's account/,
      "forbidden",
    );
  });

  it("answers 404 for a job taken off the board, one that takes applications on the employer's site, and an unknown id", async () => {
    for (const job of [jobs.takenDown, jobs.employerSite, "00000000-0000-4000-8000-000000000000", "not-a-job"])
      expectMessage(await applyJson(job, seeker.cookie, {}), 404, "This job is not taking applications on Outpost", "not_found");
  });

  it("answers 409 already_exists to a second application by the same seeker", async () => {
    expect(
      (
        await applyJson(jobs.asking[2], stranger.cookie, {
          answers: [{ id: await questionOf(jobs.asking[2], stranger.cookie), value: "no" }],
        })
      ).status,
    ).toBe(201);
    expectMessage(
      await applyJson(jobs.asking[2], stranger.cookie, { answers: [] }),
      409,
      "You have already applied to this job",
      "already_exists",
    );
  });

  it("keeps a CV judged by its bytes where /objects does not serve it: 413 past 5 MB, 415 for PNG bytes named .pdf", async () => {
    const job = jobs.asking[3];
    const question = await questionOf(job, seeker.cookie);
    const fields = { answers: JSON.stringify([{ id: question, value: "yes" }]) };
    const before = await storedCvs();
    const big = Buffer.concat([PDF_CV, Buffer.alloc(FIVE_MB + 1 - PDF_CV.length)]);
    expectFieldError(
      await applyForm(job, seeker.cookie, fields, { data: big, name: "cv.pdf", type: "application/pdf" }),
      413,
      "too_large",
      "cv",
    );
    const png = await pngBytes();
    expectFieldError(
      await applyForm(job, seeker.cookie, fields, { data: png, name: "cv.pdf", type: "application/pdf" }),
      415,
      "unsupported_media_type",
      "cv",
    );
    expect(await storedCvs()).toEqual(before);

    const sent = await applyForm(job, seeker.cookie, fields, { data: DOCX_CV, name: "Erin CV.docx", type: "application/octet-stream" });
    expect(sent.status, sent.text).toBe(201);
    const added = (await storedCvs()).filter((k) => !before.includes(k));
    expect(added).toEqual([expect.stringMatching(/^cv-[0-9a-f-]{36}$/)]);
    const [key] = added;
    expect((await fs.readFile(path.join(cvDir(), key))).equals(DOCX_CV)).toBe(true);
    for (const asked of [key, `${key}.webp`, encodeURIComponent(`../private/cvs/${key}`)]) {
      const served = await http(`/objects/${asked}`);
      expect(served.status, asked).toBe(404);
      expect(served.text).not.toContain("word/document.xml");
    }
  });

  it("answers 429 past five CVs an hour, and past thirty applications a day", async () => {
    const uploader = await ownAccount(FILE);
    for (const job of jobs.plain.slice(0, 5))
      expect((await applyForm(job, uploader.cookie, {}, { data: PDF_CV, name: "cv.pdf", type: "application/pdf" })).status).toBe(201);
    expectMessage(
      await applyForm(jobs.plain[5], uploader.cookie, {}, { data: PDF_CV, name: "cv.pdf", type: "application/pdf" }),
      429,
      /CVs in the last hour/,
      "rate_limited",
    );

    const busy = await ownAccount(FILE);
    for (const job of jobs.plain.slice(0, 30)) {
      const answer = await applyJson(job, busy.cookie, {});
      expect(answer.status, answer.text).toBe(201);
    }
    expectMessage(await applyJson(jobs.plain[30], busy.cookie, {}), 429, /applications in the last day/, "rate_limited");
  }, 120_000);
});

describe("DELETE /api/user/applications/{id}", () => {
  it("withdraws the seeker's own, deleting its CV; a signed-out caller and another seeker are told 404", async () => {
    const before = await storedCvs();
    const sent = await applyForm(
      jobs.plain[10],
      seeker.cookie,
      { note: "Withdraw me" },
      { data: PDF_CV, name: "cv.pdf", type: "application/pdf" },
    );
    expect(sent.status, sent.text).toBe(201);
    const { id } = sent.json() as { id: string };
    const [key] = (await storedCvs()).filter((k) => !before.includes(k));
    expect(key).toBeDefined();

    expectMessage(await http(`/api/user/applications/${id}`, { method: "DELETE" }), 404, "Application not found", "not_found");
    expectMessage(
      await http(`/api/user/applications/${id}`, { method: "DELETE", cookie: stranger.cookie }),
      404,
      "Application not found",
      "not_found",
    );
    expectMessage(
      await http(`/api/user/applications/${id}`, { method: "DELETE", as: "employer" }),
      404,
      "Application not found",
      "not_found",
    );
    expect(await storedCvs()).toContain(key);

    const withdrawn = await http(`/api/user/applications/${id}`, { method: "DELETE", cookie: seeker.cookie });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json()).toEqual({ id, status: "withdrawn" });
    expect(await storedCvs()).not.toContain(key);
    const mine = (await http("/api/user/applications", { cookie: seeker.cookie })).json() as {
      applications: { id: string; status: string }[];
    };
    expect(mine.applications.find((a) => a.id === id)?.status).toBe("withdrawn");
    // Withdrawn still counts as applied.
    expectMessage(await applyJson(jobs.plain[10], seeker.cookie, {}), 409, "You have already applied to this job", "already_exists");
  });

  it("GET /api/user/applications answers 401 signed out and only the caller's own", async () => {
    expectMessage(await http("/api/user/applications"), 401, "Please log in to continue");
    const theirs = (await http("/api/user/applications", { cookie: stranger.cookie })).json() as { applications: { jobId: string }[] };
    expect(theirs.applications.map((a) => a.jobId)).toEqual([jobs.asking[2]]);
  });
});
