// @vitest-environment jsdom
// A saved job's compliance warnings, as its poster and the admins see them: each one's words, or nothing.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { PolicyWarnings } from "@/components/jobs/policy-warnings";

afterEach(cleanup);

describe("PolicyWarnings", () => {
  it("lists each warning's words under a count", () => {
    render(
      <PolicyWarnings
        warnings={[
          { rule: "gender-neutral-title", field: "title", message: "Add “(m/w/d)” to the title" },
          { rule: "age-wording", field: "description", message: "“young” can exclude by age" },
        ]}
      />,
    );
    expect(screen.getByText("2 things to check in this advert")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.getAttribute("data-rule"))).toEqual(["gender-neutral-title", "age-wording"]);
    expect(screen.getByText("Add “(m/w/d)” to the title")).toBeTruthy();
  });

  it("shows nothing for a job saved without warnings", () => {
    const { container } = render(<PolicyWarnings warnings={[]} />);
    expect(container.innerHTML).toBe("");
    render(<PolicyWarnings warnings={undefined} />);
    expect(container.innerHTML).toBe("");
  });
});
