// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { filtersFromForm } from "@/components/home/filter-form";
import { FilterSidebar } from "@/components/home/filter-sidebar";
import { BoardToolbar } from "@/components/home/board-toolbar";
import { SortSelect } from "@/components/home/sort-select";
import { readHomeFilters } from "@/lib/schemas/home-filters";
import { firstValues, HOME_PAGE_SIZE, homeApiQuery, homeHref, homeSearch, readSearchView, searchViewPath } from "@/lib/home-query";
import { activeFilters } from "@/lib/home-filter-labels";
import { renderInApp } from "../../support/app-router";

afterEach(cleanup);

function board(filters: Parameters<typeof FilterSidebar>[0]["filters"], total = 14) {
  return renderInApp(
    <>
      <FilterSidebar filters={filters} />
      <BoardToolbar filters={filters} total={total} capped={false} headingLevel={1} />
    </>,
  );
}

describe("the board's filters", () => {
  it("offer every filter of section 9, the salary band's rule, sort and the quick chips", () => {
    board({});
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
    expect(salary.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(salary.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Shows jobs whose yearly pay overlaps the band. Day rates count 182 days a year on equal-time rotations (2/2, 3/3, 4 on/4 off, 28/28), else 220.",
    );
    expect(within(screen.getByRole("combobox", { name: "Category" })).getAllByRole("option")).toHaveLength(12);
    expect(screen.getByRole("button", { name: "Apply Filters" })).toBeTruthy();
    for (const label of ["Oil & Gas", "Mining", "Construction"]) expect(screen.getByRole("link", { name: label })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("14 jobs");
  });

  it("ask for the view's canonical address: no 'all', no empty search, the search box and sort included", () => {
    board({});
    const form = screen.getByRole("form", { name: "Filter jobs" }) as HTMLFormElement;
    expect(homeHref(filtersFromForm(new FormData(form)))).toBe("/#results");
    fireEvent.change(screen.getByPlaceholderText("Job title, company..."), { target: { value: " driller " } });
    fireEvent.change(screen.getByRole("combobox", { name: "Location" }), { target: { value: "offshore" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Salary range" }), { target: { value: "200+" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "salary-high" } });
    expect(homeHref(filtersFromForm(new FormData(form)))).toBe(
      "/search?search=driller&location=offshore&salary=200%2B&sort=salary-high#results",
    );
    // Without JavaScript the form goes to the same view (the server reads it the same way), at its results.
    expect(form.getAttribute("action")).toBe("/search#results");
  });

  it("show the filters that are on as removable chips, with how many on the Filters button", () => {
    const filters = readHomeFilters({ search: "diver", location: "offshore", category: "mining", salary: "200+", sort: "popular" });
    board(filters, 3);
    expect((screen.getByPlaceholderText("Job title, company...") as HTMLInputElement).value).toBe("diver");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("3 jobs for “diver”");
    // The quick chip stands for the category; the others are chips of their own.
    const mining = screen.getByRole("link", { name: "Mining" });
    expect(mining.getAttribute("aria-current")).toBe("true");
    expect(mining.getAttribute("href")).toBe("/search?search=diver&location=offshore&salary=200%2B&sort=popular#results");
    expect(screen.getByRole("link", { name: "Remove filter: Offshore Rigs" }).getAttribute("href")).toBe(
      "/search?search=diver&category=mining&salary=200%2B&sort=popular#results",
    );
    expect(screen.getByRole("link", { name: "Remove filter: £200K+" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Remove filter: Mining" })).toBeNull();
    expect(screen.getByRole("link", { name: "Clear all" }).getAttribute("href")).toBe("/search?search=diver&sort=popular#results");
    expect(screen.getByRole("link", { name: /^Filters/ }).textContent).toBe("Filters3 on");
  });
});

describe("home views in the address", () => {
  it("drop bad values instead of failing, and map the salary band to an overlap range", () => {
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
    expect(search).toMatchObject({ salaryMin: 80_000, salaryMax: 120_000, limit: HOME_PAGE_SIZE, sortBy: "newest", cursor: undefined });
    expect(homeHref({ sort: "newest" })).toBe("/#results");
    expect(homeHref({ category: "mining", cursor: "abc_-1" }, "")).toBe("/search?category=mining&cursor=abc_-1");
    expect(homeApiQuery({ category: "mining", salary: "200+", cursor: "abc" })).toBe(
      `category=mining&salaryMin=200000&sortBy=newest&limit=${HOME_PAGE_SIZE}`,
    );
    expect(readHomeFilters({ location: "a\u0000b" }).location).toBe("ab");
  });

  it("name one view by one address, whatever order its filters came in", () => {
    expect(homeHref({ sort: "popular", category: "mining", search: "rig" }, "")).toBe(
      homeHref({ search: "rig", category: "mining", sort: "popular" }, ""),
    );
  });

  it("keep each view at a path that reads back as the same filters, any character of a search included", () => {
    for (const search of ["offshore", "100% / rope & access", "Bohrinsel Ölplattform", "a+b=c?#"]) {
      const filters = readHomeFilters({ search, category: "oil-gas", sort: "salary-high" });
      const path = searchViewPath(filters);
      expect(path).toMatch(/^\/search\/[A-Za-z0-9_-]+$/);
      expect(readHomeFilters(readSearchView(path.slice("/search/".length)))).toEqual(filters);
    }
    expect(searchViewPath({ sort: "newest" })).toBe("/search/all");
    expect(readSearchView("all")).toEqual({});
    expect(readSearchView("%%%not-base64")).toEqual({});
    // A repeated key counts once, its first value, in the proxy's reading of an address as in the page's.
    expect(firstValues(new URLSearchParams("category=mining&category=oil-gas&search=rig"))).toEqual({ category: "mining", search: "rig" });
  });

  it("read the filters that are on as a person would", () => {
    expect(activeFilters(readHomeFilters({ rotation: "28-28", ticket: "gwo-bst", travelPaid: "true", riskLevel: "high" }))).toEqual([
      { key: "riskLevel", label: "High risk" },
      { key: "rotation", label: "28/28 (28 days on, 28 off)" },
      { key: "ticket", label: "GWO BST" },
      { key: "travelPaid", label: "Travel paid" },
    ]);
  });
});

describe("the sort menu", () => {
  function sortIn() {
    const submitted: string[] = [];
    renderInApp(
      <form id="f" aria-label="f" onSubmit={(e) => (e.preventDefault(), submitted.push(String(new FormData(e.currentTarget).get("sort"))))}>
        <SortSelect value="newest" form="f" />
      </form>,
    );
    return { sort: screen.getByRole("combobox", { name: "Sort by" }), submitted };
  }

  it("applies a choice made with a pointer or a picker at once", () => {
    const { sort, submitted } = sortIn();
    fireEvent.pointerDown(sort);
    fireEvent.change(sort, { target: { value: "salary-high" } });
    expect(submitted).toEqual(["salary-high"]);
  });

  it("waits for Enter, or for focus to leave, while arrow keys step through the options", () => {
    const { sort, submitted } = sortIn();
    fireEvent.keyDown(sort, { key: "ArrowDown" });
    fireEvent.change(sort, { target: { value: "popular" } });
    fireEvent.keyDown(sort, { key: "ArrowDown" });
    fireEvent.change(sort, { target: { value: "oldest" } });
    expect(submitted).toEqual([]);
    fireEvent.keyDown(sort, { key: "Enter" });
    expect(submitted).toEqual(["oldest"]);
    fireEvent.keyDown(sort, { key: "ArrowDown" });
    fireEvent.change(sort, { target: { value: "closing-soon" } });
    fireEvent.blur(sort);
    expect(submitted).toEqual(["oldest", "closing-soon"]);
  });
});

describe("an over-long search", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("says it was shortened when the address asked for more than the board takes", () => {
    const asked = `diver ${"x".repeat(3000)}`;
    window.history.replaceState(null, "", `/search?search=${encodeURIComponent(asked)}`);
    board(readHomeFilters({ search: asked }));
    expect(screen.getByRole("status").textContent).toBe("Your search was shortened to its first 200 characters.");
    expect((screen.getByPlaceholderText("Job title, company...") as HTMLInputElement).value).toBe(asked.slice(0, 200));
  });

  it("says nothing for a search within the limit", () => {
    window.history.replaceState(null, "", "/search?search=diver");
    board(readHomeFilters({ search: "diver" }));
    expect(screen.queryByText(/shortened/)).toBeNull();
  });
});
