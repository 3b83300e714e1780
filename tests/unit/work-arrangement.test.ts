import { describe, expect, it } from "vitest";
import { applicantCountries } from "@/lib/applicant-countries";
import { readCsvRecord } from "@/lib/csv-import";
import { inferWorkArrangement } from "@/lib/work-arrangement";

describe("inferWorkArrangement", () => {
  it.each([
    ["Remote (worldwide)", "", "fully-remote"],
    ["Aberdeen", "This is a home-based planning role.", "fully-remote"],
    ["Aberdeen", "Work from home with quarterly site visits.", "fully-remote"],
    ["Aberdeen", "A worldwide leader in well services.", "on-site"],
    ["North Sea, United Kingdom", "", "offshore"],
    ["Remote Mining camp, Pilbara, Australia", "", "remote-site"],
    ["McMurdo Station, Antarctica", "", "remote-site"],
    ["Remote", "", "remote-site"],
    ["Houston, Texas", "", "on-site"],
  ])("%s / %s → %s", (location, description, expected) => {
    expect(inferWorkArrangement({ location, description })).toBe(expected);
  });
});

describe("applicantCountries", () => {
  it("names the job's country, else the countries its location names, or the United Kingdom", () => {
    expect(applicantCountries({ location: "Home-based", country: "NO", placeKind: "land" })).toEqual(["Norway"]);
    expect(applicantCountries({ location: "Home-based, Scotland" })).toEqual(["United Kingdom"]);
    expect(applicantCountries({ location: "Remote: Canada or USA", country: null, placeKind: "multiple" })).toEqual([
      "Canada",
      "United States",
    ]);
    expect(applicantCountries({ location: "Remote (worldwide)", country: null })).toEqual(["United Kingdom"]);
  });
});

describe("CSV work arrangement columns", () => {
  const row = (extra: Record<string, string>) =>
    readCsvRecord({ job_title: "Medic", application_url: "https://example.com/a", salary: "£50,000", ...extra }, { skipWarnings: false });

  it("reads the columns, by slug or label", () => {
    expect(row({ work_arrangement: "Remote site", departure_point: "Aberdeen heliport", travel_booked_by_employer: "yes" })).toMatchObject({
      kind: "job",
      job: { workArrangement: "remote-site", departurePoint: "Aberdeen heliport", travelBookedByEmployer: true },
    });
    expect(row({ work_arrangement: "fully-remote" })).toMatchObject({ job: { workArrangement: "fully-remote" } });
  });

  it("infers the arrangement when the column is absent, and fails an unknown one", () => {
    expect(row({ location: "Gulf of Mexico" })).toMatchObject({
      job: { workArrangement: "offshore", departurePoint: null, travelBookedByEmployer: null },
    });
    expect(row({ work_arrangement: "hybrid" })).toEqual({ kind: "error", error: "Unknown work_arrangement: hybrid" });
  });
});
