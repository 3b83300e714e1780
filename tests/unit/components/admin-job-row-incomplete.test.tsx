// @vitest-environment jsdom
// An incomplete job on the admin dashboard says what to add before it can be listed; a complete one does not.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { AdminJobRow, type DashboardJob } from "@/components/admin/admin-job-row";

afterEach(cleanup);

const job: DashboardJob = {
  id: "5b0b8a3c-3c7e-4d55-9d0e-1f5c2b7f0a11",
  title: "Tracked Vehicle Driver",
  company: "Arctic Logistics AS",
  location: "Longyearbyen, Norway",
  salaryMin: 0,
  salaryMax: 0,
  salaryUnit: "year",
  description: "Drive a tracked carrier between Arctic stations.",
  applicationUrl: "https://apply.workable.com/j/A1B2C3D4E5/apply",
  isFeatured: false,
  dangerLevel: "medium",
  isActive: false,
  expiresAt: "2026-12-31T23:59:59.999Z",
  expired: false,
  linkStatus: null,
  linkHttpStatus: null,
  linkCheckedAt: null,
  linkCheckReason: null,
  workArrangement: "remote-site",
  departurePoint: null,
  travelBookedByEmployer: null,
};
const noop = () => {};
const row = (facts: Partial<DashboardJob>) =>
  render(<AdminJobRow job={{ ...job, ...facts }} checking={false} onToggle={noop} onEdit={noop} onDelete={noop} onCheckLink={noop} />);

describe("AdminJobRow", () => {
  it("names what an incomplete job lacks", () => {
    row({ incompleteFields: ["salary", "applicationClosingDate"] });
    expect(screen.getByText("Incomplete: add pay and closing date to list it")).toBeTruthy();
  });

  it("says nothing of it for a complete job", () => {
    row({ incompleteFields: [] });
    expect(screen.queryByText(/Incomplete:/)).toBeNull();
  });
});
