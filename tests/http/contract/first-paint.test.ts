// What a phone downloads and paints first (decisions 087, 088, 097, 098), checked on the
// bytes rather than with a Lighthouse run, which is too noisy on a shared 2-core machine to gate on: each page's
// HTML, as a browser asks for it, stays within 20 KB on the wire; the stylesheet is a file of its own, not
// repeated in the page; the text of the first screen is in the markup, none of it hidden until scripts run;
// and /swipe carries only the cards it draws first.
import { describe, expect, it } from "vitest";
import { SEED_CARDS } from "@/components/swipe/deck-query";
import { http, baseUrl } from "../support/client";
import { rawGet } from "../../support/raw-get";

/** The budget for the HTML of /, /search, /swipe and a job page, compressed as a browser asks. */
const HTML_WIRE_BYTES = 20 * 1024;
const BROWSER = { "accept-encoding": "br, gzip", accept: "text/html" };

async function page(path: string) {
  const answer = await http(path, { headers: { accept: "text/html" } });
  expect(answer.status).toBe(200);
  return answer.text;
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

/** The markup a browser paints, without scripts (Next's payload). */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

function expectPaintsFromHtml(html: string, lcpText: string) {
  // One stylesheet, as a file (the only thing the first paint waits for besides the HTML).
  expect(html.match(/<link[^>]+rel="stylesheet"/g)).toHaveLength(1);
  // No bar is drawn through a backdrop filter: a software compositor (this machine's, a low-end phone's)
  // spends 10-20 ms more on each frame before it is shown, the first one included (decision 093).
  expect(html).not.toMatch(/backdrop-filter\s*:/);
  // The largest text of the first screen is in the markup, outside anything hidden until hydration.
  const body = markup(html);
  expect(body).toContain(lcpText);
  // Nothing is hidden until hydration: no Suspense fallback waiting for its content, and the only hidden
  // element is Next's empty holder for streamed metadata.
  expect(body).not.toContain("<template");
  expect(body.match(/<[^>]+\shidden=""[^>]*>[\s\S]*?<\//g)).toEqual(['<div hidden=""><!--$--><!--/$--></']);
}

describe("the first paint", () => {
  it("keeps the HTML of the board, a search, swipe and a job page within 20 KB on the wire", async () => {
    const [job] = (await http("/api/jobs?limit=1")).json() as { id: string }[];
    for (const path of ["/", "/search?search=offshore", "/swipe", `/job/${job.id}`]) {
      const answer = await rawGet(`${baseUrl()}${path}`, BROWSER);
      expect({ path, status: answer.status, encoding: answer.headers["content-encoding"] }).toEqual({ path, status: 200, encoding: "br" });
      expect(answer.body.length, path).toBeLessThanOrEqual(HTML_WIRE_BYTES);
    }
  });

  it("/ paints its hero and first jobs from the HTML", async () => {
    const html = await page("/");
    expectPaintsFromHtml(html, ">Real Jobs. Big Pay. No Desk.</h1>");
  });

  it("a job card sends its description's first lines, not the whole advert", async () => {
    // The oldest jobs are the demo board's long adverts; other suites add newer, shorter ones to this server.
    const html = await page("/search?sort=oldest");
    const jobs = (await http("/api/jobs?sortBy=oldest&limit=100")).json() as { id: string; description: string }[];
    const long = jobs.find((j) => html.includes(j.id) && j.description.length > 240);
    expect(long).toBeDefined();
    expect(html).toContain(escapeHtml(long!.description.slice(0, 60)));
    const unseen = long!.description.slice(180, 240);
    expect(html).not.toContain(unseen);
    expect(html).not.toContain(escapeHtml(unseen));
  });

  it("/swipe's HTML carries the deck's first cards, and no more of the list", async () => {
    const listed = (await http("/api/jobs?limit=100")).json() as { id: string; title: string }[];
    const html = await page("/swipe");
    expectPaintsFromHtml(html, 'data-testid="swipe-card"');
    expect(markup(html)).toContain(`>${escapeHtml(listed[0].title)}</h2>`);
    const carried = listed.filter((job) => html.includes(job.id)).length;
    expect(carried).toBeGreaterThan(0);
    expect(carried).toBeLessThanOrEqual(SEED_CARDS);
  });

  it("a job's page paints its advert from the HTML", async () => {
    const [job] = (await http("/api/jobs?limit=1")).json() as { id: string; title: string }[];
    expectPaintsFromHtml(await page(`/job/${job.id}`), `>${escapeHtml(job.title)}</h1>`);
  });
});
