// The multiposter feed over HTTP on the production build: an add publishes a job whose advert_url shows it,
// a second add with the same job_reference updates that job, delete closes it everywhere, every refusal is
// answered in the feed's XML with the gate's words, and the status call reports a click made on the advert.
import { beforeAll, describe, expect, it } from "vitest";
import { clientAddress, httpFrom } from "../support/client-address";
import { http } from "../support/client";
import { advert, advertXml, elements, jobIdOf, newFeed, postAdvert, type FeedCredentials } from "../support/multiposter";

let feed: FeedCredentials;
const run = Date.now().toString(36);

beforeAll(async () => {
  feed = await newFeed();
});

describe("POST /api/feeds/multiposter", () => {
  it("publishes an add, updates it on a second add, and closes it on delete: 410, off the API, sitemap and feed", async () => {
    const reference = `LIFE-${run}`;
    const added = await postAdvert(advertXml(advert(feed, { job_reference: reference, job_title: `Crane Operator ${run}` })));
    expect(added.status, added.text).toBe(200);
    expect(added.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(elements(added, "status")).toEqual(["OK"]);
    expect(elements(added, "job_reference")).toEqual([reference]);
    const [url] = elements(added, "advert_url");
    const id = jobIdOf(added);
    expect(url).toMatch(new RegExp(`^https?://[^/]+/job/${id}$`));
    const page = await http(new URL(url!).pathname, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Crane Operator ${run}`);

    const again = await postAdvert(advertXml(advert(feed, { job_reference: reference, job_title: `Lead Crane Operator ${run}` })));
    expect(again.status, again.text).toBe(200);
    expect(jobIdOf(again)).toBe(id);
    const listed = (await http(`/api/jobs?search=${encodeURIComponent(`Crane Operator ${run}`)}&limit=100`)).json() as {
      id: string;
      title: string;
      source: string;
    }[];
    expect(listed.filter((j) => j.title.includes(run)).map((j) => [j.id, j.title])).toEqual([[id, `Lead Crane Operator ${run}`]]);
    expect((await http("/sitemap.xml")).text).toContain(`/job/${id}`);

    const deleted = await postAdvert(
      advertXml({ command: "delete", username: feed.username, password: feed.secret, job_reference: reference }),
    );
    expect(deleted.status, deleted.text).toBe(200);
    await expect.poll(async () => (await http(`/job/${id}`, { headers: { accept: "text/html" } })).status, { timeout: 10_000 }).toBe(410);
    expect((await http(`/api/jobs?ids=${id}`)).json()).toEqual([]);
    expect((await http("/sitemap.xml")).text).not.toContain(id);
    expect((await http("/feed.xml")).text).not.toContain(id);
  });

  it("takes the form-encoded fallback", async () => {
    const fields = advert(feed, { job_reference: `FORM-${run}`, application_url: "", application_email: "crew@agency.example" });
    const answer = await postAdvert(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded");
    expect(answer.status, answer.text).toBe(200);
    // Only an address to apply to: applications are taken on Outpost and forwarded, the address kept private.
    const page = await http(`/job/${jobIdOf(answer)}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("crew@agency.example");
  });

  it("answers 401 for bad credentials, 405 for an unknown command, 415 for another type and 413 for a huge body", async () => {
    const wrong = await postAdvert(advertXml(advert(feed, { password: "not-the-secret" })));
    expect([wrong.status, elements(wrong, "status")]).toEqual([401, ["ERROR"]]);
    const unknown = await postAdvert(advertXml(advert(feed, { command: "repost" })));
    expect([unknown.status, elements(unknown, "status")]).toEqual([405, ["ERROR"]]);
    expect(elements(unknown, "message")[0]).toMatch(/add, update or delete/);
    expect((await postAdvert(JSON.stringify(advert(feed)), "application/json")).status).toBe(415);
    const huge = advertXml(advert(feed, { job_description: "x".repeat(300 * 1024) }));
    expect((await postAdvert(huge)).status).toBe(413);
  });

  it("answers 406 naming a missing salary", async () => {
    const answer = await postAdvert(advertXml(advert(feed, { job_reference: `NOPAY-${run}`, salary_from: "", salary_to: "" })));
    expect(answer.status).toBe(406);
    expect(elements(answer, "message").join(" ")).toMatch(/salary_from/);
  });

  it("refuses a Colorado advert without benefits with 406 in the gate's words", async () => {
    const answer = await postAdvert(
      advertXml(
        advert(feed, {
          job_reference: `CO-${run}`,
          job_location: "Denver, CO, United States",
          salary_benefits: "",
          salary_currency: "USD",
        }),
      ),
    );
    expect(answer.status, answer.text).toBe(406);
    expect(elements(answer, "message").join(" ")).toMatch(/benefit/i);
  });

  it("refuses an advert that asks for a registration fee, and flags it to admins", async () => {
    const reference = `FEE-${run}`;
    const answer = await postAdvert(
      advertXml(
        advert(feed, { job_reference: reference, job_description: "<p>Pay a registration fee of £150 before your start date.</p>" }),
      ),
    );
    expect(answer.status, answer.text).toBe(406);
    const detail = (await http(`/api/admin/sources/${feed.id}`, { as: "admin" })).json() as {
      refusals: { externalReference: string; rule: string; flagged: boolean }[];
    };
    expect(detail.refusals.filter((r) => r.externalReference === reference)).toEqual([expect.objectContaining({ flagged: true })]);
  });

  it("saves a German advert without (m/w/d) with a warning", async () => {
    const answer = await postAdvert(
      advertXml(
        advert(feed, {
          job_reference: `DE-${run}`,
          job_title: "Windkraft Servicetechniker",
          job_location: "Hamburg, Germany",
          salary_currency: "EUR",
        }),
      ),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(elements(answer, "message").join(" ")).toMatch(/m\/w\/d/);
    // Saved and listed, with the warning kept on the job for its poster and the admins.
    expect((await http(`/job/${jobIdOf(answer)}`, { headers: { accept: "text/html" } })).status).toBe(200);
    const admin = (await http(`/api/admin/jobs?search=Windkraft&limit=100`, { as: "admin" })).json() as {
      id: string;
      warnings?: { rule: string }[];
    }[];
    expect(admin.find((j) => j.id === jobIdOf(answer))?.warnings).toEqual([expect.objectContaining({ rule: "gender-neutral-title" })]);
  });

  it("answers 406 over the allowance, saying so", async () => {
    const small = await newFeed(1);
    expect((await postAdvert(advertXml(advert(small, { job_reference: "ONE" })))).status).toBe(200);
    const over = await postAdvert(advertXml(advert(small, { job_reference: "TWO" })));
    expect(over.status).toBe(406);
    expect(elements(over, "message").join(" ")).toMatch(/allowance of 1|may have 1 live job/);
  });

  it("leaves an XXE or entity bomb inert", async () => {
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE job [<!ENTITY a "aaaaaaaaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<job><command>add</command><username>${feed.username}</username><password>${feed.secret}</password><job_reference>XXE-${run}</job_reference><job_title>&b;&xxe;</job_title></job>`;
    const answer = await postAdvert(bomb);
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/root:|aaaaaaaaaaaaaaaaaaaaaaaa/);
  });
});

describe("GET /api/feeds/multiposter/status", () => {
  it("reports an advert's status and a click made on it, with HTTP Basic", async () => {
    const reference = `STATUS-${run}`;
    const added = await postAdvert(advertXml(advert(feed, { job_reference: reference })));
    const id = jobIdOf(added);
    const click = await httpFrom(clientAddress("multiposter-status"), `/api/jobs/${id}/track-click`, { body: { clickType: "apply" } });
    expect(click.status).toBeLessThan(300);
    const basic = `Basic ${Buffer.from(`${feed.username}:${feed.secret}`).toString("base64")}`;
    const xml = await http(`/api/feeds/multiposter/status?job_reference=${reference}`, { headers: { authorization: basic } });
    expect(xml.status, xml.text).toBe(200);
    expect(elements(xml, "advert_status")).toEqual(["live"]);
    expect(elements(xml, "apply_clicks")).toEqual(["1"]);
    const asJson = await http(`/api/feeds/multiposter/status?job_reference=${reference}`, {
      headers: { authorization: basic, accept: "application/json" },
    });
    expect(asJson.json()).toMatchObject({
      jobReference: reference,
      status: "live",
      applyClicks: 1,
      advertUrl: expect.stringContaining(`/job/${id}`),
    });
    expect(
      (await http(`/api/feeds/multiposter/status?job_reference=${reference}`, { headers: { authorization: "Basic bm86bm8=" } })).status,
    ).toBe(401);
  });
});
