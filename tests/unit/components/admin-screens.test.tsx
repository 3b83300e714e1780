// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { ClickAnalyticsView } from "@/components/admin/click-analytics-view";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { JobOrder } from "@/components/admin/job-order";
import { BrokenLinkReports } from "@/components/admin/broken-link-reports";
import { UserManagement } from "@/components/admin/user-management";
import { Crm } from "@/components/crm/crm";
import { CrmDenied } from "@/components/crm/crm-gate";
import CrmLoading from "@/app/(back-office)/crm/loading";
import { toastStore } from "@/components/toast/toast-store";
import { renderInApp } from "../../support/app-router";
import { adminJobListSchema } from "@/lib/schemas/admin-lists";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

describe("click analytics", () => {
  it("says when there is no click data", () => {
    renderInApp(<ClickAnalyticsView data={{ totalTrackedClicks: [{ count: 0 }], jobsWithClicks: 0, topJobs: [] }} />);
    expect(screen.getByText("No click data available yet")).toBeTruthy();
    expect(screen.getByText("Avg Clicks/Job").nextElementSibling?.textContent).toBe("0");
    expect(screen.getByText(/IP address/).textContent).toMatch(/keyed hash/);
  });

  it("ranks jobs and averages over the clicked jobs", () => {
    renderInApp(
      <ClickAnalyticsView
        data={{
          totalTrackedClicks: [{ count: 7 }],
          jobsWithClicks: 2,
          topJobs: [
            { jobId: "a", title: "Saturation Diver", company: "Deepline", clickCount: 5 },
            { jobId: "b", title: "Ice Pilot", company: "Polar Air", clickCount: 2 },
          ],
        }}
      />,
    );
    expect(screen.getByText("Total Clicks").nextElementSibling?.textContent).toBe("7");
    expect(screen.getByText("Top Jobs").nextElementSibling?.textContent).toBe("2");
    expect(screen.getByText("Avg Clicks/Job").nextElementSibling?.textContent).toBe("4");
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual(["1Saturation DiverDeepline5 clicks", "2Ice PilotPolar Air2 clicks"]);
  });
});

describe("empty lists", () => {
  it("dashboard: 'No jobs found.'", () => {
    renderInApp(
      <AdminDashboard
        counts={{ total: 0, active: 0, featured: 0, expired: 0 }}
        initialJobs={[]}
        total={0}
        query={adminJobListSchema.parse({ limit: "50" })}
      />,
    );
    expect(screen.getByText("No jobs found.")).toBeTruthy();
  });

  it("dashboard: says why a paid job was taken down", () => {
    const job = {
      id: "j1",
      title: "Refunded Rigger",
      company: "Fulmar",
      location: "North Sea",
      salaryMin: 90_000,
      salaryMax: 120_000,
      salaryUnit: "year" as const,
      description: "Rope access",
      applicationUrl: "https://fulmar.example/apply",
      isFeatured: false,
      isActive: false,
      dangerLevel: "high" as const,
      expiresAt: "2027-03-01T00:00:00Z",
      expired: false,
      paymentIssue: "refunded" as const,
      paymentIssueAt: "2026-11-20T10:00:00Z",
      linkStatus: null,
      linkHttpStatus: null,
      linkCheckedAt: null,
      linkCheckReason: null,
      workArrangement: "offshore" as const,
      departurePoint: null,
      travelBookedByEmployer: null,
    };
    renderInApp(
      <AdminDashboard
        counts={{ total: 1, active: 0, featured: 0, expired: 0 }}
        initialJobs={[job]}
        total={1}
        query={adminJobListSchema.parse({ limit: "50" })}
      />,
    );
    expect(
      within(screen.getByRole("article", { name: "Refunded Rigger" })).getByText("Payment refunded on 20 Nov 2026: deactivated"),
    ).toBeTruthy();
  });

  it("dashboard: says when and why an admin took a job down", () => {
    const job = {
      id: "j2",
      title: "Scam Rigger",
      company: "Fulmar",
      location: "North Sea",
      salaryMin: 90_000,
      salaryMax: 120_000,
      salaryUnit: "year" as const,
      description: "Rope access",
      applicationUrl: "https://fulmar.example/apply",
      isFeatured: false,
      isActive: false,
      dangerLevel: "high" as const,
      expiresAt: "2027-03-01T00:00:00Z",
      expired: false,
      takenDownAt: "2026-11-21T10:00:00Z",
      takenDownReason: "Asks applicants for a deposit",
      linkStatus: null,
      linkHttpStatus: null,
      linkCheckedAt: null,
      linkCheckReason: null,
      workArrangement: "offshore" as const,
      departurePoint: null,
      travelBookedByEmployer: null,
    };
    renderInApp(
      <AdminDashboard
        counts={{ total: 1, active: 0, featured: 0, expired: 0 }}
        initialJobs={[job]}
        total={1}
        query={adminJobListSchema.parse({ limit: "50" })}
      />,
    );
    expect(
      within(screen.getByRole("article", { name: "Scam Rigger" })).getByText("Taken down on 21 Nov 2026: Asks applicants for a deposit"),
    ).toBeTruthy();
  });

  it("job management: nothing to arrange, and no Save button", () => {
    renderInApp(<JobOrder initialJobs={[]} />);
    expect(screen.getByText("No jobs found.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();
  });

  it("CRM: no leads, no selection", () => {
    renderInApp(<Crm initialStats={{ total: 0, contacted: 0, converted: 0, seed: 0 }} initialEmployers={[]} />);
    expect(screen.getByText("No employers found matching your filters")).toBeTruthy();
    expect(screen.getByText("Select an employer to view details")).toBeTruthy();
    expect(screen.getByText("Admin Mode")).toBeTruthy();
  });

  it("CRM: a failed filter load offers a retry", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "down" }), { status: 500 })),
    );
    renderInApp(<Crm initialStats={{ total: 0, contacted: 0, converted: 0, seed: 0 }} initialEmployers={[]} />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Source"), { target: { value: "paid" } });
    });
    expect((await screen.findByRole("alert")).textContent).toMatch(/Could not load employers/);
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe("/api/employers?source=paid&limit=50");
  });
});

describe("CRM gate", () => {
  it("shows 'Checking permissions...' while the server checks", () => {
    renderInApp(<CrmLoading />);
    expect(screen.getByRole("status").textContent).toBe("Checking permissions...");
  });

  it("refuses a signed-in non-admin with their role and a toast", () => {
    renderInApp(<CrmDenied role="employer" />);
    expect(screen.getByRole("heading", { name: "Access Restricted" })).toBeTruthy();
    expect(screen.getByText("employer")).toBeTruthy();
    expect(screen.getByText("admin")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Homepage" }).getAttribute("href")).toBe("/");
    expect(toastStore.get()).toMatchObject({ title: "Access Denied", description: "You need admin privileges to access the CRM system." });
  });

  it("asks a signed-out visitor to log in", () => {
    renderInApp(<CrmDenied role={null} />);
    expect(screen.getByText("You need to log in to access the CRM system.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/auth?next=%2Fcrm");
    expect(toastStore.get()).toMatchObject({ title: "Authentication Required", description: "You need to log in to access this area." });
  });
});

describe("the report queue", () => {
  const report = {
    id: "r1",
    reportReason: "Broken or non-functional link",
    reason: "broken_link" as const,
    status: "pending" as const,
    adminNotes: null,
    createdAt: new Date().toISOString(),
    resolvedAt: null,
    reportedAgo: "just now",
  };
  const group = {
    jobId: "j1",
    jobTitle: "Ice Pilot",
    company: "Polar Air",
    applicationUrl: "https://polarair.example/apply",
    jobReports: 1,
    reports: [report],
  };

  it("shows a job reported twice as one card with both reports, scam reasons marked, and how many people report it", () => {
    const scam = { ...report, id: "r2", reason: "asks_for_money" as const, reportReason: "Wanted a visa fee by bank transfer" };
    const twice = { ...group, jobReports: 2, reports: [scam, report] };
    const other = { ...group, jobId: "j2", jobTitle: "Crane Operator" };
    renderInApp(<BrokenLinkReports initialReports={[twice, other]} initialTotal={2} />);
    expect(screen.getByRole("heading", { level: 1, name: "Reports" })).toBeTruthy();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    const first = screen.getByRole("article", { name: "Reports for Ice Pilot" });
    expect(first.textContent).toMatch(/2 reports · 2 people report this job/);
    expect(
      within(first)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Asks for money or bank detailspendingReported just nowReason: Wanted a visa fee by bank transfer$/),
      // Sent without words: the reason is said once, not again as the reporter's words.
      "Broken or non-functional linkpendingReported just now",
    ]);
    expect(first.querySelector(".bg-red-100")?.textContent).toBe("Asks for money or bank details");
    expect(first.textContent).toMatch(/Investigate, Dismiss and Resolve act on all 2 open reports/);
    expect(screen.getByRole("article", { name: "Reports for Crane Operator" }).textContent).toMatch(/1 report · 1 person reports this job/);
  });

  it("dismisses every open report of a job at once", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({}), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const investigating = { ...report, id: "r2", status: "investigating" as const };
    const closed = { ...report, id: "r3", status: "resolved" as const };
    renderInApp(<BrokenLinkReports initialReports={[{ ...group, reports: [report, investigating, closed] }]} initialTotal={1} />);
    const card = screen.getByRole("article", { name: "Reports for Ice Pilot" });
    fireEvent.click(within(card).getByRole("button", { name: "Dismiss" }));
    fireEvent.change(within(card).getByLabelText("Admin notes"), { target: { value: "Loads fine" } });
    await act(async () => {
      fireEvent.click(within(card).getByRole("button", { name: "Mark Dismissed" }));
    });
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT").map(([url]) => url);
    expect(puts.sort()).toEqual(["/api/admin/broken-link-reports/r1/status", "/api/admin/broken-link-reports/r2/status"]);
    expect(toastStore.get()).toMatchObject({ title: "2 reports dismissed" });
  });

  it("refreshes every 30 seconds with the chosen status", async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn(
        async () =>
          new Response(JSON.stringify([{ ...group, reports: [{ ...report, status: "resolved", adminNotes: "Fixed" }] }]), { status: 200 }),
      );
      vi.stubGlobal("fetch", fetchMock);
      renderInApp(<BrokenLinkReports initialReports={[group]} initialTotal={1} />);
      expect(screen.getByRole("article", { name: "Reports for Ice Pilot" }).textContent).toMatch(/Reported just now/);
      await act(async () => vi.advanceTimersByTimeAsync(29_000));
      expect(fetchMock).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTimeAsync(1_000));
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/admin/broken-link-reports/jobs?limit=20&offset=0",
        expect.objectContaining({ method: "GET" }),
      );
      await act(async () => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByText("Fixed")).toBeTruthy();

      fetchMock.mockImplementation(async () => new Response("[]", { status: 200 }));
      await act(async () => {
        fireEvent.change(screen.getByLabelText("Status"), { target: { value: "dismissed" } });
      });
      await act(async () => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByText("No reports with status dismissed found.")).toBeTruthy();
      await act(async () => vi.advanceTimersByTimeAsync(30_000));
      expect(fetchMock).toHaveBeenLastCalledWith(
        "/api/admin/broken-link-reports/jobs?limit=20&offset=0&status=dismissed",
        expect.anything(),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("user management: employer verification", () => {
  const account = {
    id: "u1",
    username: "kestrel_hr",
    email: "hr@kestrel-rigs.com",
    name: "Kestrel HR",
    role: "employer" as const,
    blocked: false,
    blockReason: null,
    createdAt: new Date().toISOString(),
    employerVerification: "auto" as const,
    employerVerified: false,
  };
  const query = { search: undefined, limit: 50, offset: 0 };

  it("shows the badge and lets an admin verify or revoke an employer, not a job seeker", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ employerVerification: "verified", employerVerified: true }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const seeker = { ...account, id: "u2", username: "seeker", role: "user" as const };
    renderInApp(<UserManagement initialUsers={[account, seeker]} total={2} query={query} selfId="admin" />);
    expect(screen.queryByText("Verified employer")).toBeNull();
    expect(screen.queryByLabelText("Employer verification of seeker")).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Employer verification of kestrel_hr"), { target: { value: "verified" } });
    });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/users/u1/verification",
      expect.objectContaining({ method: "PUT", body: JSON.stringify({ decision: "verified" }) }),
    );
    expect(await screen.findByText("Verified employer")).toBeTruthy();
    expect(toastStore.get()).toMatchObject({ title: "kestrel_hr is a Verified employer" });
  });
});
