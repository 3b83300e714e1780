// An application's data over real HTTP, on the production build: one to a feed's advert with an
// application_email is forwarded there with the CV attached (read from the built server's outbox), the
// seeker's export lists it without the file, and deleting the account deletes it and its CV from the store.
import fs from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { PDF_CV } from "../../support/cv-files";
import { http } from "../support/client";
import { latestMailTo } from "../support/mail";
import { advert, advertXml, jobIdOf, newFeed, postAdvert } from "../support/multiposter";
import { OWN_PASSWORD, ownAccount, type OwnAccount } from "../support/own-accounts";

const FILE = "application-retention";
const run = Date.now().toString(36);
const forwardTo = `aplitrak-${run}@agency.example`;
const cvDir = () => path.join(inject("dataDir"), "private", "cvs");
const storedCvs = async () => (await fs.readdir(cvDir()).catch(() => [] as string[])).sort();

let jobId: string;
let seeker: OwnAccount;
let applicationId: string;

beforeAll(async () => {
  const feed = await newFeed();
  const posted = await postAdvert(
    advertXml(
      advert(feed, {
        job_reference: `FWD-${run}`,
        job_title: `Crane Operator ${run}`,
        application_url: "",
        application_email: forwardTo,
        screening_questions: "Valid GWO?|yes-no|yes",
      }),
    ),
  );
  expect(posted.status, posted.text).toBe(200);
  jobId = jobIdOf(posted);
  seeker = await ownAccount(FILE);
}, 60_000);

describe("an application to a feed job with an application_email", () => {
  it("is forwarded to that address with the CV attached", async () => {
    const before = await storedCvs();
    const refused = (await http(`/api/jobs/${jobId}/applications`, { method: "POST", body: {}, cookie: seeker.cookie })).json() as {
      field: string;
    };
    const question = refused.field.slice("answers.".length);
    const form = new FormData();
    form.set("answers", JSON.stringify([{ id: question, value: "yes" }]));
    form.set("note", "Off hitch from the 12th");
    form.set("phone", "+44 7700 900456");
    form.set("cv", new File([new Uint8Array(PDF_CV)], "crane-cv.pdf", { type: "application/pdf" }));
    const sent = await http(`/api/jobs/${jobId}/applications`, { method: "POST", rawBody: form, cookie: seeker.cookie });
    expect(sent.status, sent.text).toBe(201);
    applicationId = (sent.json() as { id: string }).id;
    expect((await storedCvs()).length).toBe(before.length + 1);

    const mail = await latestMailTo(forwardTo);
    expect(mail.subject).toMatch(new RegExp(`^Application for Crane Operator ${run}: `));
    expect(mail.headers["reply-to"]).toContain(seeker.email);
    for (const line of [
      `Email: ${seeker.email}`,
      "Phone: +44 7700 900456",
      "Valid GWO?: yes",
      "Note: Off hitch from the 12th",
      "CV: attached (crane-cv.pdf)",
      `(reference FWD-${run})`,
    ])
      expect(mail.text).toContain(line);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "crane-cv.pdf", contentType: "application/pdf" });
    expect(mail.attachments[0].content.equals(PDF_CV)).toBe(true);
  });

  it("is in the seeker's export, without the file, and goes with the account and its CV", async () => {
    const exported = await http("/api/user/export", { cookie: seeker.cookie });
    expect(exported.status, exported.text).toBe(200);
    const data = exported.json() as { applications: Record<string, unknown>[] };
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: applicationId,
        jobId,
        jobTitle: `Crane Operator ${run}`,
        status: "sent",
        note: "Off hitch from the 12th",
        phone: "+44 7700 900456",
        answers: [{ question: "Valid GWO?", value: "yes" }],
        cv: { name: "crane-cv.pdf", type: "application/pdf", bytes: PDF_CV.length, included: false },
      }),
    ]);
    expect(exported.text).not.toMatch(/cv-[0-9a-f]{8}-/);

    const held = await storedCvs();
    const deleted = await http("/api/user", { method: "DELETE", body: { currentPassword: OWN_PASSWORD }, cookie: seeker.cookie });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await storedCvs()).length).toBe(held.length - 1);
    // The employer's inbox no longer holds it either.
    const inbox = await http(`/api/user/jobs/${jobId}/applications/${applicationId}`, { as: "employer" });
    expect(inbox.status).toBe(404);
  });
});
