import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import robots from "@/app/robots";
import { GET as feed } from "@/app/feed.xml/route";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { daysFromNow, insertJob } from "../support/factories";

const t = withTestDatabase();
// jsdom's strict XML parser, as a feed reader parses.
// @ts-expect-error jsdom ships no types of its own
const { JSDOM } = (await import("jsdom")) as { JSDOM: new () => { window: { DOMParser: typeof DOMParser } } };

describe("sitemap, robots and feed", () => {
  it("list every listed job and leave out expired and archived ones", async () => {
    const listed = await insertJob(t.db, { title: "Crane Operator <Night> & Day" });
    const expired = await insertJob(t.db, { expiresAt: daysFromNow(-1) });
    const archived = await insertJob(t.db, { isActive: false });

    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    expect(urls).toContain("http://localhost:3000/");
    expect(urls).toContain("http://localhost:3000/swipe");
    for (const page of ["pricing", "support", "about", "privacy", "terms"]) expect(urls).toContain(`http://localhost:3000/${page}`);
    expect(urls).toContain(`http://localhost:3000/job/${listed.id}`);
    expect(urls.join()).not.toContain(expired.id);
    expect(urls.join()).not.toContain(archived.id);
    expect(entries.find((e) => e.url.endsWith(listed.id))?.lastModified).toBeInstanceOf(Date);

    const res = await call(feed, "/feed.xml");
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toContain(`<link>http://localhost:3000/job/${listed.id}</link>`);
    expect(xml).toContain("Crane Operator &lt;Night&gt; &amp; Day");
    expect(xml).not.toContain(expired.id);
    expect(xml).not.toContain(archived.id);
  });

  it("stays valid XML when a job's text holds characters XML cannot carry", async () => {
    const listed = await insertJob(t.db, {
      title: "Welder\uFFFE on a \uFFFFrig\u0001",
      company: "Bad\u000BBytes Ltd",
      description: "Pays well\u0008.",
    });
    const xml = await (await call(feed, "/feed.xml")).text();
    const parsed = new new JSDOM().window.DOMParser().parseFromString(xml, "application/xml");
    expect(parsed.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(xml).toContain("Welder on a rig — BadBytes Ltd");
    expect((await sitemap()).map((e) => e.url)).toContain(`http://localhost:3000/job/${listed.id}`);
  });

  it("keeps crawlers out of private paths and points them at the sitemap", () => {
    const rules = robots();
    const disallow = ([rules.rules].flat()[0]?.disallow ?? []) as string[];
    for (const path of ["/admin", "/crm", "/analytics", "/api", "/account", "/my-jobs", "/checkout"]) expect(disallow).toContain(path);
    expect(rules.sitemap).toBe("http://localhost:3000/sitemap.xml");
  });
});
