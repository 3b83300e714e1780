import { describe, expect, it } from "vitest";
import { isCsvFile } from "@/lib/csv-file";
import { readCsvRecord, UNSPECIFIED_CATEGORY, UNSPECIFIED_LOCATION } from "@/lib/csv-import";
import { contactQualityOf } from "@/lib/contact-quality";
import { categoryFromText, categoryLabel } from "@/lib/categories";

const row = (over: Record<string, string> = {}) => ({
  job_title: "Driller",
  application_url: "https://careers.northreach.example/jobs/driller",
  salary: "£120k",
  ...over,
});

describe("readCsvRecord", () => {
  it("always skips BAD links and skips WARN only when asked", () => {
    expect(readCsvRecord(row({ link_status: "bad" }), { skipWarnings: false }).kind).toBe("skipped");
    expect(readCsvRecord(row({ link_status: "WARN" }), { skipWarnings: false }).kind).toBe("job");
    expect(readCsvRecord(row({ link_status: "WARN" }), { skipWarnings: true }).kind).toBe("skipped");
  });

  it.each([
    [{ job_title: " " }, "Missing job_title"],
    [{ application_url: "" }, "Missing application_url"],
    [{ application_url: "javascript:alert(1)" }, "application_url is not a web address: javascript:alert(1)"],
    [{ salary: "" }, "Missing salary"],
    [{ salary: "DOE" }, "Could not read salary: DOE"],
    [{ risk_level: "spicy" }, "Unknown risk_level: spicy"],
  ])("reports %o as '%s'", (over, error) => {
    expect(readCsvRecord(row(over), { skipWarnings: false })).toEqual({ kind: "error", error });
  });

  it("fills sensible defaults for optional columns", () => {
    const outcome = readCsvRecord(row(), { skipWarnings: false });
    expect(outcome).toMatchObject({
      kind: "job",
      job: {
        company: "northreach.example",
        location: UNSPECIFIED_LOCATION,
        category: "other",
        customCategory: UNSPECIFIED_CATEGORY,
        dangerLevel: "medium",
        description: "",
        salaryMin: 120_000,
      },
    });
  });

  it.each([
    [{ category: "x".repeat(101) }, "customCategory: At most 100 characters"],
    [{ company_name: "c".repeat(201) }, "company: At most 200 characters"],
    [{ location: "l".repeat(201) }, "location: At most 200 characters"],
  ])("refuses %o, which the admin could not go on editing", (over, error) => {
    expect(readCsvRecord(row(over), { skipWarnings: false })).toEqual({ kind: "error", error });
  });

  it("maps risk levels and categories", () => {
    const outcome = readCsvRecord(row({ risk_level: "Very High", category: "Oil & Gas" }), { skipWarnings: false });
    expect(outcome).toMatchObject({ job: { dangerLevel: "extreme", category: "oil-gas" } });
  });

  it("recognises CSV files by type or name", () => {
    expect(isCsvFile({ name: "a.CSV", type: "application/vnd.ms-excel" })).toBe(true);
    expect(isCsvFile({ name: "a.txt", type: "text/csv" })).toBe(true);
    expect(isCsvFile({ name: "a.xlsx", type: "application/octet-stream" })).toBe(false);
  });
});

describe("contact quality", () => {
  it.each([
    [{ email: "fiona.mackay@deepline.example" }, "direct_email"],
    [{ email: "careers@deepline.example" }, "general_email"],
    [{ email: "info@x.example", phone: "+44 1224 000 000" }, "general_email"],
    [{ phone: "+44 1224 000 000" }, "phone_only"],
    [{ website: "https://deepline.example/careers" }, "careers_page"],
    [{ email: "not an email" }, "no_contact"],
    [{}, "no_contact"],
  ] as const)("%o is %s", (contact, quality) => {
    expect(contactQualityOf(contact)).toBe(quality);
  });
});

describe("categories", () => {
  it("labels slugs title-cased and joined with ' & ', custom names first", () => {
    expect(categoryLabel("oil-gas")).toBe("Oil & Gas");
    expect(categoryLabel("chemical-hazmat")).toBe("Chemical & Hazmat");
    expect(categoryLabel("other", "Aviation")).toBe("Aviation");
    expect(categoryLabel("mining", "  ")).toBe("Mining");
  });

  it("reads category text from imports", () => {
    expect(categoryFromText("Wind Energy")).toBe("wind-energy");
    expect(categoryFromText("security/defence")).toBe("security-defense");
    expect(categoryFromText("Basket weaving")).toBeNull();
  });
});
