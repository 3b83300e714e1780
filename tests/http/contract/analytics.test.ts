// Analytics over real HTTP: the browser's beacons (page views, events, job clicks, web vitals) and the
// admins' click figures.
import { beforeAll, describe, expect, it } from "vitest";
import { expectMessage, http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";

let jobId = "";

beforeAll(async () => {
  jobId = ((await http("/api/jobs?limit=1")).json() as { id: string }[])[0].id;
});

// navigator.sendBeacon sends its JSON as text/plain; the handlers read the body whatever its type says.
const beacon = (path: string, body: unknown) =>
  http(path, { method: "POST", rawBody: JSON.stringify(body), headers: { "content-type": "text/plain;charset=UTF-8" } });

describe("the beacons answer 204 with no body", () => {
  it.each([
    ["/api/analytics/page-view", { path: "/job/123", referrer: "https://search.example/", utmSource: "newsletter" }],
    ["/api/analytics/event", { action: "share", category: "job", label: "copy-link", path: "/" }],
    ["/api/analytics/web-vitals", { name: "LCP", value: 1800, rating: "good", timestamp: Date.now(), url: "/?token=secret" }],
  ])("POST %s", async (path, body) => {
    const answer = await beacon(path, body);
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
  });

  it("POST /api/analytics/job-click", async () => {
    const answer = await beacon("/api/analytics/job-click", { jobId, clickType: "view", utmCampaign: "winter" });
    expect(answer.status).toBe(204);
  });
});

describe("the beacons answer 400 for bad input", () => {
  it.each([
    ["/api/analytics/page-view", {}, "path is required"],
    ["/api/analytics/page-view", { path: "no-slash" }, "path must start with /"],
    ["/api/analytics/event", { category: "job" }, "action is required"],
    ["/api/analytics/job-click", { jobId: "nope" }, "Invalid id"],
    [
      "/api/analytics/job-click",
      { jobId: "00000000-0000-4000-8000-000000000000", clickType: "share" },
      "clickType must be 'apply' or 'view'",
    ],
    ["/api/analytics/web-vitals", { name: "XYZ", value: 1 }, "Unknown metric"],
    ["/api/analytics/web-vitals", { name: "CLS", value: -1 }, /value/],
    ["/api/analytics/web-vitals", { name: "CLS", value: "fast" }, /value/],
  ])("POST %s %j", async (path, body, message) => {
    expectMessage(await beacon(path, body), 400, message);
  });

  it("and for a body that is not JSON", async () => {
    expectMessage(
      await http("/api/analytics/page-view", { method: "POST", rawBody: "path=/", headers: { "content-type": "text/plain" } }),
      400,
      "Malformed JSON body",
    );
  });
});

describe("the beacon limit", () => {
  it("answers 429 to a visitor's 121st beacon within a minute, whatever the kind", async () => {
    const visitor = clientAddress("beacon-limit");
    const kinds: [string, unknown][] = [
      ["/api/analytics/page-view", { path: "/" }],
      ["/api/analytics/event", { action: "scroll" }],
      ["/api/analytics/web-vitals", { name: "CLS", value: 0.01 }],
      ["/api/analytics/job-click", { jobId }],
    ];
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) {
      const [path, body] = kinds[i % kinds.length];
      statuses.add((await httpFrom(visitor, path, { body })).status);
    }
    expect([...statuses]).toEqual([204]);
    expectMessage(
      await httpFrom(visitor, "/api/analytics/page-view", { body: { path: "/" } }),
      429,
      "Too many requests. Please try again later.",
    );
  });
});

describe("GET /api/analytics/job-clicks", () => {
  it("answers 200 with the apply clicks tracked and the ten most clicked jobs, uncached", async () => {
    type Figures = {
      totalTrackedClicks: { count: number }[];
      topJobs: { jobId: string; title: string; company: string; clickCount: number }[];
    };
    const figures = async () => (await http("/api/analytics/job-clicks", { as: "admin" })).json() as Figures;
    const before = await figures();
    expect(
      (await httpFrom(clientAddress("analytics-applicant"), `/api/jobs/${jobId}/track-click`, { body: { clickType: "apply" } })).status,
    ).toBe(201);
    const answer = await http("/api/analytics/job-clicks", { as: "admin" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const after = answer.json() as Figures;
    expect(after.totalTrackedClicks[0].count).toBe(before.totalTrackedClicks[0].count + 1);
    expect(after.topJobs.length).toBeGreaterThan(0);
    expect(after.topJobs.length).toBeLessThanOrEqual(10);
    expect(after.topJobs[0]).toEqual({
      jobId: expect.any(String),
      title: expect.any(String),
      company: expect.any(String),
      clickCount: expect.any(Number),
    });
    const counts = after.topJobs.map((j) => j.clickCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("answers 401 signed out and 403 to a job seeker or employer", async () => {
    expectMessage(await http("/api/analytics/job-clicks"), 401, "Please log in to continue");
    for (const as of ["user", "employer"] as const)
      expectMessage(await http("/api/analytics/job-clicks", { as }), 403, "You do not have permission to do this");
  });
});
