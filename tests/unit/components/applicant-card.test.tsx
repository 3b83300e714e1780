// @vitest-environment jsdom
// One applicant in the employer's inbox: the hitch in the employer's words, the status badge, details that
// open on request with the CV's link, and the decisions, which a withdrawn application does not offer.
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { ApplicantCard } from "@/components/applicants/applicant-card";
import { hitchCheck } from "@/lib/applications/hitch";
import type { Applicant } from "@/lib/schemas/applicant-inbox";

afterEach(cleanup);

const JOB = "11111111-1111-4111-8111-111111111111";
const tickets = [{ name: "bosiet-foet", expiresOn: "2027-03-12" }];
const applicant: Applicant = {
  id: "22222222-2222-4222-8222-222222222222",
  status: "sent",
  name: "Ife Okafor",
  email: "ife@camp.example",
  phone: "+44 7700 900123",
  appliedAt: "2027-02-01T09:00:00.000Z",
  viewedAt: null,
  statusChangedAt: "2027-02-01T09:00:00.000Z",
  availableFrom: "2027-02-20",
  rotations: ["2-2"],
  tickets,
  medicals: [],
  hitch: hitchCheck(
    { startDate: "2027-03-01", rotation: "2-2", tickets: ["bosiet-foet", "gwo-bst"], ticketsOther: null, medical: null },
    { tickets, medicals: [] },
    "2027-02-01",
  ),
  answers: [{ id: "q1", question: "Have you worked offshore before?", value: "yes" }],
  note: "Two hitches with this crew.",
  cv: { name: "Ife CV.pdf", type: "application/pdf", bytes: 1200 },
  ticketsValid: false,
  availableByStart: true,
  fitScore: 3,
  declineMessage: null,
  dataDeleted: false,
};

function renderCard(overrides: Partial<Applicant> = {}, open = false) {
  const handlers = { onToggle: vi.fn(), onDecide: vi.fn(), onDecline: vi.fn() };
  render(
    <ul>
      <ApplicantCard applicant={{ ...applicant, ...overrides }} jobId={JOB} open={open} busy={false} {...handlers} />
    </ul>,
  );
  return handlers;
}

describe("ApplicantCard", () => {
  it("says each ticket against the hitch in the employer's words, with the status and availability", () => {
    renderCard();
    const items = within(screen.getByRole("list", { name: "Ife Okafor's tickets and medicals for this hitch" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["BOSIET/FOET lapses 12 days into this hitch", "GWO BST not held"]);
    expect(screen.getByText("Sent")).toBeTruthy();
    expect(screen.getByText(/Available from 20 Feb 2027 · free by the start · works 2\/2/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /CV:/ })).toBeNull();
  });

  it("asks to open on Show details, and once open shows the answers, note, CV link and decisions", () => {
    const closed = renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Show details of Ife Okafor" }));
    expect(closed.onToggle).toHaveBeenCalledOnce();
    cleanup();
    const open = renderCard({ status: "viewed" }, true);
    expect(screen.getByRole("button", { name: "Hide details of Ife Okafor" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Have you worked offshore before?")).toBeTruthy();
    expect(screen.getByText("Two hitches with this crew.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "CV: Ife CV.pdf" }).getAttribute("href")).toBe(
      `/api/user/jobs/${JOB}/applications/${applicant.id}/cv`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Shortlist" }));
    fireEvent.click(screen.getByRole("button", { name: "Mark hired" }));
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(open.onDecide.mock.calls).toEqual([["shortlisted"], ["hired"]]);
    expect(open.onDecline).toHaveBeenCalledOnce();
  });

  it("offers no decision on a withdrawn application, and says its data is gone", () => {
    renderCard({ status: "withdrawn", dataDeleted: true, cv: null, answers: [], note: null }, true);
    expect(screen.getByText("Withdrawn")).toBeTruthy();
    expect(screen.getByText("The CV and answers have been deleted.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Shortlist" })).toBeNull();
  });
});
