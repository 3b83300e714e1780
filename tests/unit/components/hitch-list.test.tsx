// @vitest-environment jsdom
// The hitch list the job page, the apply sheet and Jobs for you share: one line per item in the hitch rule's
// words, each with its own icon, so the state is never told by colour alone.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { HitchList } from "@/components/applications/hitch-list";
import { hitchCheck } from "@/lib/applications/hitch";

afterEach(cleanup);

const check = hitchCheck(
  { startDate: "2027-03-01", rotation: "2-2", tickets: ["bosiet-foet", "huet-ca-ebs", "gwo-bst"], ticketsOther: null, medical: "oeuk" },
  {
    tickets: [
      { name: "bosiet-foet", expiresOn: "2027-03-12" },
      { name: "huet-ca-ebs", expiresOn: "2027-01-01" },
    ],
    medicals: [{ name: "oeuk", expiresOn: null }],
  },
  "2027-02-01",
);

describe("HitchList", () => {
  it("says each item in the rule's words, with the hitch's end", () => {
    render(<HitchList hitchEnd={check.hitchEnd} items={check.items} title="Your tickets for this hitch" />);
    expect(screen.getByText("Your tickets for this hitch")).toBeTruthy();
    expect(screen.getByText("This hitch runs to 14 Mar 2027.")).toBeTruthy();
    const items = within(screen.getByRole("list", { name: "Your tickets and medicals for this hitch" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "BOSIET/FOET lapses 12 days into this hitch",
      "HUET/CA-EBS lapsed on 1 Jan 2027",
      "GWO BST is not in your profile",
      "OGUK/OEUK offshore medical is valid through this hitch",
    ]);
  });

  it("gives each state its own icon, hidden from screen readers beside the words", () => {
    render(<HitchList hitchEnd={check.hitchEnd} items={check.items} />);
    const icons = screen.getAllByRole("listitem").map((li) => li.querySelector("svg"));
    expect(icons.every((svg) => svg?.getAttribute("aria-hidden") === "true")).toBe(true);
    // Told apart by what they draw.
    expect(new Set(icons.map((svg) => svg!.innerHTML)).size).toBe(4);
  });

  it("renders nothing for a job that asks for nothing", () => {
    const { container } = render(<HitchList hitchEnd="2027-03-14" items={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
