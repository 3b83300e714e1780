// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { FilterBar } from "@/components/home/filter-bar";
import { readHomeFilters, homeApiQuery, homeHref, homeSearch } from "@/lib/schemas/home-filters";
import { renderInApp } from "../../support/app-router";

afterEach(cleanup);

describe("FilterBar", () => {
  it("offers every filter of section 9 and the quick badges", () => {
    renderInApp(<FilterBar filters={{}} />);
    expect(screen.getByPlaceholderText("Job title, company...")).toHaveProperty("name", "search");
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(["newest", "popular", "oldest", "closing-soon", "closing-latest", "salary-high", "salary-low"]);
    const location = screen.getByRole("combobox", { name: "Location" });
    expect(
      within(location)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All locations", "Arctic/Antarctica", "Offshore Rigs", "Remote Mining", "International"]);
    const salary = screen.getByRole("combobox", { name: "Salary range" });
    expect(
      within(salary)
        .getAllByRole("option")
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(["all", "80-120", "120-200", "200+"]);
    const category = screen.getByRole("combobox", { name: "Category" });
    expect(within(category).getAllByRole("option")).toHaveLength(12);
    expect(screen.getByRole("button", { name: "Apply Filters" })).toBeTruthy();
    for (const label of ["Oil & Gas", "Mining", "Construction"]) expect(screen.getByRole("link", { name: label })).toBeTruthy();
  });

  it("shows the filters from the address and toggles quick badges in the link", () => {
    const filters = readHomeFilters({ search: "diver", location: "offshore", category: "mining", salary: "200+", sort: "popular" });
    renderInApp(<FilterBar filters={filters} />);
    expect((screen.getByPlaceholderText("Job title, company...") as HTMLInputElement).value).toBe("diver");
    expect((screen.getByRole("combobox", { name: "Location" }) as HTMLSelectElement).value).toBe("offshore");
    expect((screen.getByRole("combobox", { name: "Salary range" }) as HTMLSelectElement).value).toBe("200+");
    const mining = screen.getByRole("link", { name: "Mining" });
    expect(mining.getAttribute("aria-current")).toBe("true");
    expect(mining.getAttribute("href")).toBe("/search?search=diver&location=offshore&salary=200%2B&sort=popular#jobs");
    expect(screen.getByRole("link", { name: "Oil & Gas" }).getAttribute("href")).toContain("category=oil-gas");
  });
});

describe("home filters in the address", () => {
  it("drops bad values instead of failing, and maps the salary band to an overlap range", () => {
    const filters = readHomeFilters({
      category: "fishing",
      salary: "lots",
      sort: "random",
      cursor: "not a cursor!",
      location: "all",
      search: "rig",
    });
    expect(filters).toEqual({
      search: "rig",
      location: undefined,
      category: undefined,
      salary: undefined,
      sort: undefined,
      cursor: undefined,
    });
    // An old link's page is no filter: the view starts at the first page (paging continues by cursor).
    const search = homeSearch(readHomeFilters({ salary: "80-120", page: "2" }));
    expect(search).toMatchObject({ salaryMin: 80_000, salaryMax: 120_000, limit: 24, sortBy: "newest", cursor: undefined });
    expect(homeHref({ sort: "newest" })).toBe("/#jobs");
    expect(homeHref({ category: "mining", cursor: "abc_-1" }, "")).toBe("/search?category=mining&cursor=abc_-1");
    expect(homeApiQuery({ category: "mining", salary: "200+", cursor: "abc" })).toBe(
      "category=mining&salaryMin=200000&sortBy=newest&limit=24",
    );
    expect(readHomeFilters({ location: "a\u0000b" }).location).toBe("ab");
  });
});
