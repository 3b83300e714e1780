// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { JobCard, type JobCardData } from "@/components/jobs/job-card";
import { initialsColour } from "@/components/jobs/company-logo";
import { RegionSelector } from "@/components/home/region-selector";
import { discard, swipeStore, updateSwipeData } from "@/lib/swipe-data";
import { regionStore } from "@/lib/region-store";
import { closingInstant, dayAfter, ukDayOf } from "@/lib/closing-date";

import { renderInApp } from "../../support/app-router";

afterEach(() => {
  cleanup();
  localStorage.clear();
  act(() => regionStore.set("GB"));
});

const HOUR = 60 * 60 * 1000;
const job = (over: Partial<JobCardData> = {}): JobCardData => ({
  id: "11111111-2222-4333-8444-555555555555",
  title: "Saturation Diver",
  company: "deepline subsea",
  location: "North Sea, United Kingdom",
  salaryMin: 200_000,
  salaryMax: 320_000,
  salaryUnit: "year",
  description: "Bell runs to 200 m.",
  category: "oil-gas",
  customCategory: null,
  applicationUrl: "https://deepline.example/apply",
  applicationClosingDate: new Date(Date.now() + 30 * 24 * HOUR),
  isFeatured: false,
  companyLogoUrl: null,
  clickCount: 7,
  ...over,
});

describe("JobCard", () => {
  it("shows initials, salary in GBP, the category label and click count, and opens Apply safely", () => {
    renderInApp(<JobCard job={job()} />);
    expect(screen.getByText("DE")).toBeTruthy();
    expect(screen.getByText("£200K - £320K")).toBeTruthy();
    expect(screen.getByText("Oil & Gas")).toBeTruthy();
    expect(screen.getByText("7 clicks")).toBeTruthy();
    const apply = screen.getByRole("link", { name: "Apply" });
    expect(apply.getAttribute("target")).toBe("_blank");
    expect(apply.getAttribute("rel")).toContain("noopener");
    expect(screen.getByRole("link", { name: "View Details" }).getAttribute("href")).toBe(`/job/${job().id}`);
  });

  it("prefers the custom category", () => {
    renderInApp(<JobCard job={job({ category: "other", customCategory: "Aviation" })} />);
    expect(screen.getByText("Aviation")).toBeTruthy();
  });

  // Closing days, as the rule stores them: the end of a UK day, counted from today's.
  const closingIn = (days: number) => {
    let day = ukDayOf(new Date());
    for (let i = 0; i < days; i++) day = dayAfter(closingInstant(day));
    return closingInstant(day);
  };
  it.each([
    ["today", closingIn(0), "Closing today", "urgent"],
    ["in four days", closingIn(4), "Closing in 4 days", "soon"],
    ["two hours ago", new Date(Date.now() - 2 * HOUR), "Applications closed", "closed"],
  ])("closing %s reads '%s' (%s), one badge only", (_when, applicationClosingDate, label, urgency) => {
    const { container } = renderInApp(<JobCard job={job({ applicationClosingDate })} />);
    expect(screen.getByText(label).getAttribute("data-urgency")).toBe(urgency);
    // The most specific badge alone: never 'Closing today' and 'Closing Soon' side by side.
    expect(screen.queryByText("Closing Soon")).toBeNull();
    expect(container.querySelectorAll("[data-urgency]")).toHaveLength(1);
  });

  it("switches salaries to the chosen currency and remembers the choice", () => {
    renderInApp(
      <>
        <RegionSelector />
        <JobCard job={job()} />
      </>,
    );
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "US" } });
    expect(screen.getByText("$254K - $406K")).toBeTruthy();
    expect(localStorage.getItem("outpost_region")).toBe('"US"');
  });

  it("reports a broken link from its menu, which says 'Report sent!' for 3 seconds whether or not the call worked", async () => {
    const calls: string[] = [];
    globalThis.fetch = (async (url: string) => {
      calls.push(url);
      return new Response(null, { status: 500 });
    }) as typeof fetch;
    renderInApp(<JobCard job={job()} />);
    fireEvent.click(screen.getByRole("button", { name: "Share or report" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["LinkedIn", "Facebook", "X", "Email", "Copy text", "Report broken link", "Report this job"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Report broken link" }));
    expect(await within(menu).findByRole("menuitem", { name: "Report sent!" })).toBeTruthy();
    expect(calls).toEqual(["/api/broken-link-reports"]);
    // A second press in those seconds sends nothing more.
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Report sent!" }));
    expect(calls).toHaveLength(1);
  });

  it("reports a job with a reason from its menu: words required for 'Other', the server's refusal shown", async () => {
    const bodies: unknown[] = [];
    let answer = () =>
      new Response(JSON.stringify({ message: "Too many requests. Please try again later.", code: "rate_limited" }), { status: 429 });
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return answer();
    }) as typeof fetch;
    renderInApp(<JobCard job={job()} />);
    fireEvent.click(screen.getByRole("button", { name: "Share or report" }));
    fireEvent.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Report this job" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this job" });
    const send = within(dialog).getByRole("button", { name: "Send report" });
    fireEvent.click(send);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Choose a reason");
    fireEvent.click(within(dialog).getByRole("radio", { name: "Other" }));
    fireEvent.click(send);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Tell us what is wrong with this job");
    expect(bodies).toEqual([]);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Asks for money or bank details" }));
    fireEvent.change(within(dialog).getByLabelText("Anything to add? (optional)"), { target: { value: "Wants a visa fee" } });
    fireEvent.click(send);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Too many requests. Please try again later.");
    expect(bodies).toEqual([{ jobId: job().id, reason: "asks_for_money", reportReason: "Wants a visa fee" }]);
    answer = () => new Response(JSON.stringify({}), { status: 201 });
    fireEvent.click(send);
    expect(await within(dialog).findByRole("button", { name: "Report sent!" })).toBeTruthy();
  });

  it("names the verified domain, not the company, and only on a job that carries the badge", () => {
    renderInApp(<JobCard job={job({ employerVerified: true, verifiedDomain: "acme-drill.com" })} />);
    expect(screen.getByText("Verified: acme-drill.com")).toBeTruthy();
    expect(screen.queryByText("Verified employer")).toBeNull();
    cleanup();
    renderInApp(<JobCard job={job()} />);
    expect(screen.queryByText(/^Verified/)).toBeNull();
  });

  it("saves to and removes from My List, the list swipe and /shortlist share", () => {
    renderInApp(<JobCard job={job()} />);
    const save = screen.getByRole("button", { name: "Save Saturation Diver" });
    expect(save.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(save);
    expect(save.getAttribute("aria-pressed")).toBe("true");
    expect(swipeStore.get().shortlistedJobs).toEqual([job().id]);
    fireEvent.click(save);
    expect(save.getAttribute("aria-pressed")).toBe("false");
    expect(swipeStore.get().shortlistedJobs).toEqual([]);
  });

  it("saving a discarded job moves it to the shortlist", () => {
    act(() => updateSwipeData((d) => discard(d, job().id)));
    renderInApp(<JobCard job={job()} />);
    fireEvent.click(screen.getByRole("button", { name: "Save Saturation Diver" }));
    expect(swipeStore.get()).toMatchObject({ shortlistedJobs: [job().id], discardedJobs: [] });
  });
});

describe("company initials", () => {
  it("take a colour of the company's own, the same on every card, different across companies", () => {
    expect(initialsColour("Deepline Subsea")).toBe(initialsColour("  deepline subsea "));
    const colours = new Set(
      ["Borealis Polar", "Deepline Subsea", "Pilbara Iron", "North Sea Rigs", "Ice Station Ltd", "Windward"].map(initialsColour),
    );
    expect(colours.size).toBeGreaterThan(3);
    renderInApp(<JobCard job={job({ company: "Borealis Polar" })} />);
    expect(screen.getByText("BO").className).toContain(initialsColour("Borealis Polar"));
  });
});
