import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { csvCell, importErrorLog } from "@/lib/csv-export";

describe("csvCell", () => {
  it("prefixes cells that a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+44 1224")).toBe("'+44 1224");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
  });

  it("also disarms a formula behind leading spaces, NULs or other blanks", () => {
    expect(csvCell("  =1+1")).toBe("'  =1+1");
    expect(csvCell("\u0000=cmd|' /C calc'!A0")).toBe("'\u0000=cmd|' /C calc'!A0");
    expect(csvCell("\u00a0\u00a0@SUM(A1)")).toBe("'\u00a0\u00a0@SUM(A1)");
    expect(csvCell(" \n-2")).toBe(`"' \n-2"`);
    expect(csvCell("  plain")).toBe("  plain");
  });

  it("leaves ordinary text alone and quotes commas, quotes and line breaks", () => {
    expect(csvCell("Saturation Diver")).toBe("Saturation Diver");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("North Sea, UK")).toBe('"North Sea, UK"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(7)).toBe("7");
  });
});

describe("importErrorLog", () => {
  it("lists every error with its row, reason and original cells, and reads back as the same values", () => {
    const csv = importErrorLog([
      { row: 5, error: "Missing job_title", data: { job_title: "", company_name: "=cmd|' /C calc'!A0", salary: "120000" } },
      {
        row: 9,
        error: "Could not read salary: Competitive",
        data: { job_title: "Rigger, senior", salary: "Competitive", location: "Perth" },
      },
    ]);
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows).toEqual([
      ["row", "error", "job_title", "company_name", "salary", "location"],
      ["5", "Missing job_title", "", "'=cmd|' /C calc'!A0", "120000", ""],
      ["9", "Could not read salary: Competitive", "Rigger, senior", "", "Competitive", "Perth"],
    ]);
  });
});
