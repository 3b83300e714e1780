// The board's text search: a trade word finds its other forms, and a search longer than the board takes is
// refused by the API and cut, not dropped, by the page's address.
import { describe, expect, it, beforeAll } from "vitest";
import { NextRequest } from "next/server";
import { GET as listJobs } from "@/app/api/jobs/route";
import { proxy } from "@/proxy";
import { readSearchView } from "@/lib/home-query";
import { readHomeFilters } from "@/lib/schemas/home-filters";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJobs } from "../support/factories";

const t = withTestDatabase();

type Row = { title: string };
const titles = async (query: string) => {
  const res = await call(listJobs, `/api/jobs?search=${encodeURIComponent(query)}`);
  expect(res.status, query).toBe(200);
  return ((await res.json()) as Row[]).map((j) => j.title).sort();
};

describe("search word forms", () => {
  beforeAll(async () => {
    await insertJobs(
      t.db,
      { title: "Saturation Diver (Bell Team)", description: "Bell runs from a DSV." },
      { title: "Saturation Diving Supervisor", description: "Supervise the bell team." },
      { title: "Inshore Dive Technician", description: "Harbour inspection work." },
      { title: "Pipeline Welder", description: "Coded welding on spools." },
      { title: "Station Chef", description: "Cook for forty at the station." },
    );
  });

  it("finds the same jobs for diver, divers, diving and dive", async () => {
    const divers = ["Inshore Dive Technician", "Saturation Diver (Bell Team)", "Saturation Diving Supervisor"];
    for (const word of ["diver", "divers", "diving", "dive", "Diver", "saturation diving"]) {
      const expected = word.startsWith("saturation") ? divers.slice(1) : divers;
      expect(await titles(word), word).toEqual(expected);
    }
    // A word form not last in the search, and a form of another trade word.
    expect(await titles("diving bell")).toEqual(["Saturation Diver (Bell Team)", "Saturation Diving Supervisor"]);
    expect(await titles("welding")).toEqual(["Pipeline Welder"]);
    expect(await titles("chef")).toEqual(["Station Chef"]);
  });

  it("refuses a search longer than 200 characters with its reason", async () => {
    const res = await call(listJobs, `/api/jobs?search=${"diver ".repeat(500)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Search is at most 200 characters" });
    expect((await call(listJobs, `/api/jobs?search=${"d".repeat(200)}`)).status).toBe(200);
  });

  it("keeps the first 200 characters of an over-long search in the board's address instead of dropping it", async () => {
    const long = `saturation diving ${"x".repeat(3000)}`;
    expect(readHomeFilters({ search: long }).search).toBe(long.slice(0, 200));
    const res = await proxy(new NextRequest(`http://localhost/search?search=${encodeURIComponent(long)}`));
    const rewrite = new URL(res.headers.get("x-middleware-rewrite")!);
    const view = readSearchView(rewrite.pathname.split("/").at(-1)!);
    expect(view.search).toBe(long.slice(0, 200));
    // What the page then searches for still finds the jobs its first words name.
    expect(await titles(view.search!.split(" ").slice(0, 2).join(" "))).toEqual([
      "Saturation Diver (Bell Team)",
      "Saturation Diving Supervisor",
    ]);
  });
});
