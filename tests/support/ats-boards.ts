// Stand-in ATS boards for tests: realistic answers of Greenhouse's Job Board API, Lever's Postings API and
// Workable's widget API (their field names and nesting, their quirks: Greenhouse's escaped HTML content,
// Lever's interval names, Workable's widget without pay), served by a node:http server on 127.0.0.1 whose
// boards a test edits between syncs, and which can be told to fail (500, stall, bad JSON).
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StandInPosting = {
  id: string;
  title: string;
  location: string;
  /** Yearly pay in the board's currency, or none. */
  pay?: { min: number; max: number; currency: string } | null;
  description?: string;
  department?: string;
  country?: string;
};

export function greenhouseBoard(postings: StandInPosting[]) {
  return {
    jobs: postings.map((p, i) => ({
      absolute_url: `https://job-boards.greenhouse.io/northsea/jobs/${p.id}`,
      data_compliance: [{ type: "gdpr", requires_consent: false, retention_period: null }],
      internal_job_id: 4_000_000 + i,
      location: { name: p.location },
      metadata: null,
      id: Number(p.id),
      updated_at: "2026-11-20T10:15:00-05:00",
      requisition_id: `REQ-${p.id}`,
      title: p.title,
      company_name: "North Sea Drilling",
      first_published: "2026-11-01T09:00:00-05:00",
      content: (p.description ?? `<p>Work a 2/2 rotation on a <strong>jack-up rig</strong>.</p>`)
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;"),
      departments: [{ id: 11, name: p.department ?? "Offshore", child_ids: [], parent_id: null }],
      offices: [{ id: 21, name: p.location, location: p.location, child_ids: [], parent_id: null }],
      pay_input_ranges: p.pay
        ? [{ min_cents: p.pay.min * 100, max_cents: p.pay.max * 100, currency_type: p.pay.currency, title: "Base pay", blurb: "" }]
        : [],
    })),
    meta: { total: postings.length },
  };
}

export function leverBoard(postings: StandInPosting[]) {
  return postings.map((p) => ({
    additional: "<div>We pay travel to the heliport.</div>",
    additionalPlain: "We pay travel to the heliport.",
    categories: {
      commitment: "Full-time",
      department: p.department ?? "Mining",
      location: p.location,
      team: "Site crew",
      allLocations: [p.location],
    },
    createdAt: 1_764_000_000_000,
    descriptionPlain: "Drill and blast crew for an open-pit mine.",
    description: p.description ?? "<div>Drill and blast crew for an <b>open-pit</b> mine.</div>",
    id: p.id,
    lists: [{ text: "What you will do", content: "<li>Charge blast holes</li><li>Keep the shot log</li>" }],
    text: p.title,
    country: p.country ?? null,
    workplaceType: "on-site",
    opening: "",
    openingPlain: "",
    descriptionBody: "",
    descriptionBodyPlain: "",
    hostedUrl: `https://jobs.lever.co/pilbara/${p.id}`,
    applyUrl: `https://jobs.lever.co/pilbara/${p.id}/apply`,
    ...(p.pay ? { salaryRange: { currency: p.pay.currency, interval: "per-year-salary", min: p.pay.min, max: p.pay.max } } : {}),
  }));
}

export function workableBoard(postings: StandInPosting[]) {
  return {
    name: "Arctic Logistics AS",
    description: null,
    jobs: postings.map((p) => {
      const [city, region, country] = p.location.split(",").map((s) => s.trim());
      return {
        title: p.title,
        shortcode: p.id,
        code: "",
        employment_type: "Full-time",
        telecommuting: false,
        department: p.department ?? "Logistics",
        url: `https://apply.workable.com/j/${p.id}`,
        shortlink: `https://apply.workable.com/j/${p.id}`,
        application_url: `https://apply.workable.com/j/${p.id}/apply`,
        published_on: "2026-11-02",
        created_at: "2026-11-02",
        country: country ?? region ?? null,
        city: city ?? null,
        state: country ? region : null,
        education: "",
        experience: "Mid-Senior level",
        function: "Logistics",
        industry: "Logistics and Supply Chain",
        locations: [
          {
            country: country ?? region ?? null,
            countryCode: p.country ?? null,
            city: city ?? null,
            region: country ? region : null,
            hidden: false,
          },
        ],
        description: p.description ?? "<p>Drive a tracked carrier between Arctic stations.</p>",
      };
    }),
  };
}

export type BoardFailure = "500" | "stall" | "bad-json" | "wrong-shape" | null;

/** A stand-in host for all three ATS APIs: boards by token, a failure mode, the paths it was asked. */
export async function startAtsStandIn() {
  const boards = {
    greenhouse: new Map<string, StandInPosting[]>(),
    lever: new Map<string, StandInPosting[]>(),
    workable: new Map<string, StandInPosting[]>(),
  };
  const state = { failure: null as BoardFailure, hits: [] as string[] };
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    state.hits.push(`${url.pathname}${url.search}`);
    if (state.failure === "stall") return; // never answers: the sync's time-out must end it
    if (state.failure === "500") return res.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error");
    if (state.failure === "bad-json") return res.writeHead(200, { "content-type": "application/json" }).end('{"jobs": [');
    if (state.failure === "wrong-shape") return res.writeHead(200, { "content-type": "application/json" }).end('{"jobs": [{"id": "x"}]}');
    let body: unknown;
    let match: RegExpMatchArray | null;
    if ((match = url.pathname.match(/^\/greenhouse\/v1\/boards\/([^/]+)\/jobs$/)) && boards.greenhouse.has(match[1]!))
      body = greenhouseBoard(boards.greenhouse.get(match[1]!)!);
    else if ((match = url.pathname.match(/^\/lever\/v0\/postings\/([^/]+)$/)) && boards.lever.has(match[1]!))
      body = leverBoard(boards.lever.get(match[1]!)!);
    else if ((match = url.pathname.match(/^\/workable\/api\/v1\/widget\/accounts\/([^/]+)$/)) && boards.workable.has(match[1]!))
      body = workableBoard(boards.workable.get(match[1]!)!);
    if (body === undefined) return res.writeHead(404, { "content-type": "application/json" }).end('{"status":404,"error":"Not found"}');
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    boards,
    state,
    /** The three base URLs, as GREENHOUSE_API_URL, LEVER_API_URL and WORKABLE_API_URL. */
    env: { GREENHOUSE_API_URL: `${base}/greenhouse`, LEVER_API_URL: `${base}/lever`, WORKABLE_API_URL: `${base}/workable` },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
