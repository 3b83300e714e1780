// @vitest-environment jsdom
// The admin view's schedules: each one's last period, when it was queued (en-GB, London time) and its job's
// state in words, and a plain warning for a period that should have a run by now and has none.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { ScheduleRuns } from "@/components/background-work/schedule-runs";

afterEach(cleanup);

const run = (overrides: Partial<Parameters<typeof ScheduleRuns>[0]["schedules"][number]>) => ({
  schedule: "alerts",
  label: "Job alerts: digest and expiry reminders",
  task: "alerts.send" as const,
  currentPeriod: "2026-11-26",
  currentPeriodStartedAt: "2026-11-26T07:00:00.000Z",
  lastPeriod: "2026-11-26",
  enqueuedAt: "2026-11-26T07:00:12.000Z",
  jobId: "5d0c4a59-6d5e-4a51-9a3a-0c3e2a1b7f10",
  currentQueued: true,
  missed: false,
  state: "completed" as const,
  result: null,
  error: null,
  ...overrides,
});

describe("the schedules' last runs", () => {
  it("names each schedule, its last period, when it was queued and how its job went", () => {
    render(
      <ScheduleRuns
        schedules={[
          run({}),
          run({ schedule: "link-checks", label: "Apply-link check", state: "failed", error: "The site answered 500" }),
          run({ schedule: "image-rehosting", label: "Image re-hosting", state: null }),
        ]}
      />,
    );
    const alerts = screen.getByRole("article", { name: "Job alerts: digest and expiry reminders" });
    expect(within(alerts).getByText("26 Nov 2026").tagName).toBe("DD");
    expect(within(alerts).getByText("26 Nov 2026, 07:00")).toBeTruthy();
    expect(within(alerts).getByText("Done")).toBeTruthy();
    const links = screen.getByRole("article", { name: "Apply-link check" });
    expect(within(links).getByText("Failed")).toBeTruthy();
    expect(within(links).getByText("The site answered 500")).toBeTruthy();
    // Done over a week ago: the job is no longer kept, the run still is.
    expect(within(screen.getByRole("article", { name: "Image re-hosting" })).getByText("No longer kept")).toBeTruthy();
    expect(screen.queryByText(/Missed/)).toBeNull();
  });

  it("says a period was missed only when the server says so, and a schedule never run says that", () => {
    render(
      <ScheduleRuns
        schedules={[
          run({ currentPeriod: "2026-11-27", currentQueued: false, missed: true }),
          run({
            schedule: "link-checks",
            label: "Apply-link check",
            lastPeriod: null,
            enqueuedAt: null,
            jobId: null,
            state: null,
            currentQueued: false,
          }),
        ]}
      />,
    );
    const alerts = screen.getByRole("article", { name: "Job alerts: digest and expiry reminders" });
    expect(within(alerts).getByText("Missed: no run yet for the current period")).toBeTruthy();
    const never = screen.getByRole("article", { name: "Apply-link check" });
    expect(within(never).getByText("None yet")).toBeTruthy();
    expect(within(never).getByText("Not run yet")).toBeTruthy();
    expect(within(never).queryByText(/Missed/)).toBeNull();
  });
});
