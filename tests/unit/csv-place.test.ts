import { describe, expect, it } from "vitest";
import { readCsvRecord, type CsvRecord } from "@/lib/csv-import";

const row = (over: CsvRecord = {}): CsvRecord => ({
  job_title: "Driller",
  application_url: "https://acme.example/jobs/1",
  salary: "£90,000 - £110,000",
  location: "Denver, CO, United States",
  ...over,
});
const read = (over: CsvRecord) => readCsvRecord(row(over), { skipWarnings: false });
const placeOf = (over: CsvRecord) => {
  const outcome = read(over);
  if (outcome.kind !== "job") throw new Error(JSON.stringify(outcome));
  const { country, subdivision, placeKind } = outcome.job;
  return { country, subdivision, placeKind };
};

describe("CSV country and subdivision columns", () => {
  it("leave the place to be derived when both are empty", () => {
    expect(placeOf({})).toEqual({ country: undefined, subdivision: undefined, placeKind: undefined });
    expect(placeOf({ country: " ", subdivision: "" })).toEqual({ country: undefined, subdivision: undefined, placeKind: undefined });
  });

  it("take a code or a country's name", () => {
    expect(placeOf({ country: "us", subdivision: "us-co" })).toEqual({ country: "US", subdivision: "US-CO", placeKind: "land" });
    expect(placeOf({ country: "Norway", location: "Hammerfest (offshore)" })).toEqual({
      country: "NO",
      subdivision: null,
      placeKind: "offshore",
    });
  });

  it("keep the derived state when the stated country agrees", () => {
    expect(placeOf({ country: "US" })).toEqual({ country: "US", subdivision: "US-CO", placeKind: "land" });
    expect(placeOf({ country: "CA" })).toEqual({ country: "CA", subdivision: null, placeKind: "land" });
  });

  it("find a subdivision's country in the location when the column is empty", () => {
    expect(placeOf({ subdivision: "US-WA", location: "Seattle, United States" })).toEqual({
      country: "US",
      subdivision: "US-WA",
      placeKind: "land",
    });
  });

  it("refuse a country or subdivision not in the dataset", () => {
    expect(read({ country: "Atlantis" })).toEqual({
      kind: "error",
      error: "Unknown country: Atlantis (use an ISO 3166-1 code such as GB)",
    });
    expect(read({ country: "US", subdivision: "CA-AB" })).toEqual({ kind: "error", error: "subdivision CA-AB is not a subdivision of US" });
    expect(read({ country: "US", subdivision: "US-ZZ" })).toEqual({ kind: "error", error: "subdivision US-ZZ is not a subdivision of US" });
    expect(read({ subdivision: "US-CO", location: "Somewhere" })).toEqual({ kind: "error", error: "subdivision needs a country" });
  });
});
