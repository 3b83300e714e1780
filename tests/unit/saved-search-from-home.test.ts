// Whether the board's view is one of the account's saved searches, compared as the server keeps one per account.
import { describe, expect, it } from "vitest";
import { homeViewFilters, isSameSearch } from "@/lib/saved-search-from-home";
import { savedSearchFiltersSchema } from "@/lib/schemas/saved-searches";

describe("isSameSearch", () => {
  it("knows a view in the form the server stored it, whatever the case and order", () => {
    const view = homeViewFilters({ search: "Rope Access", location: "offshore", salary: "120-200", travelPaid: "true" });
    const stored = savedSearchFiltersSchema.parse({
      travelPaid: "true",
      salaryMax: "200000",
      salaryMin: "120000",
      location: "offshore",
      search: "rope access",
    });
    expect(isSameSearch(stored, view)).toBe(true);
  });

  it("tells apart a view with a filter more, less or different", () => {
    const stored = savedSearchFiltersSchema.parse({ search: "rope access", location: "offshore" });
    expect(isSameSearch(stored, homeViewFilters({ search: "rope access" }))).toBe(false);
    expect(isSameSearch(stored, homeViewFilters({ search: "rope access", location: "offshore", rotation: "28-28" }))).toBe(false);
    expect(isSameSearch(stored, homeViewFilters({ search: "rope access", location: "arctic" }))).toBe(false);
    expect(isSameSearch({}, homeViewFilters({}))).toBe(true);
  });
});
