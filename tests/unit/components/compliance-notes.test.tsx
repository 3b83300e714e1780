// @vitest-environment jsdom
// The post form's compliance notes: the gate's findings appear beside the field they concern as the poster
// types, in a live region, refusals apart from warnings, with the place read from the location text.
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { AgencyFields } from "@/components/post-job/agency-fields";
import { agencyValues } from "@/components/post-job/agency-values";
import { ComplianceCheck } from "@/components/post-job/compliance-notes";
import { fieldKit, JobFields } from "@/components/post-job/job-fields";
import { factsFromForm } from "@/lib/compliance/form-facts";
import { jobDraftObject } from "@/lib/schemas/job-draft";

afterEach(cleanup);

const start: Record<string, string> = {
  title: "",
  company: "",
  location: "",
  salaryMin: "",
  salaryMax: "",
  salaryUnit: "year",
  category: "oil-gas",
  contractType: "full-time",
  dangerLevel: "medium",
  description: "",
  benefits: "",
  requirements: "",
  howToApply: "",
  applicationUrl: "",
  ...agencyValues(null),
};

function Form() {
  const [values, setValues] = useState(start);
  const set = (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const kit = fieldKit(values, {}, set);
  return (
    <form>
      <JobFields kit={kit} values={values} />
      <AgencyFields kit={kit} values={values} />
      <ComplianceCheck values={values} />
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const notesOf = (field: string) => document.getElementById(`${field}-compliance`)!;

describe("the post form's compliance notes", () => {
  it("asks a Colorado job for its benefits beside Benefits once the location names the state", async () => {
    render(<Form />);
    expect(notesOf("benefits").getAttribute("aria-live")).toBe("polite");
    expect(notesOf("benefits").textContent).toBe("");
    type("Location", "Denver, CO, United States");
    expect(await within(notesOf("benefits")).findByText(/Colorado and Washington require them/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId("compliance-summary").textContent).toMatch(/One thing marked above would stop this advert/);
    type("Benefits", "Medical, dental and 401(k)");
    expect(notesOf("benefits").textContent).toBe("");
  });

  it("refuses a fee asked of the worker beside the field it is in, and warns on wording apart", async () => {
    render(<Form />);
    type("Job Description", "Young crew wanted. Pay a registration fee of £50 to start.");
    const notes = notesOf("description");
    expect(
      within(notes)
        .getByText(/Workers may not be asked to pay/)
        .closest("[data-rule]")!
        .getAttribute("data-rule"),
    ).toBe("worker-fee");
    expect(notes.querySelector('[data-rule="age-wording"]')!.textContent).toMatch(/^Check: “Young” can exclude by age/);
    expect(notes.querySelector('[data-rule="worker-fee"]')!.textContent).toMatch(/^Will be refused:/);
    type("Job Description", "No fees charged to candidates.");
    expect(notes.textContent).toBe("");
  });

  it("warns a German title without (m/w/d) and asks a UK agency to name itself", async () => {
    render(<Form />);
    type("Job Title", "Rope Access Technician");
    type("Location", "Hamburg, Germany");
    expect(await within(notesOf("title")).findByText(/Add “\(m\/w\/d\)” to the title/, {}, { timeout: 3000 })).toBeTruthy();
    type("Job Title", "Rope Access Technician (m/w/d)");
    expect(notesOf("title").textContent).toBe("");

    type("Location", "Aberdeen, United Kingdom");
    fireEvent.change(screen.getByLabelText("Posted by", { exact: false }), { target: { value: "yes" } });
    expect(await within(notesOf("agencyName")).findByText(/Name the agency/, {}, { timeout: 3000 })).toBeTruthy();
    expect(within(notesOf("employmentTerm")).getByText(/temporary or permanent/)).toBeTruthy();
  });

  it("leaves the pay to the form's own check until something is typed", () => {
    render(<Form />);
    expect(notesOf("salaryMin").textContent).toBe("");
    type("Minimum Salary", "500");
    expect(notesOf("salaryMin").textContent).toMatch(/Salary is required/);
  });
});

describe("the form's values as the gate's facts", () => {
  it("takes the picked place over the one read from the location, and reads numbers and dates", () => {
    const derived = { country: "GB", subdivision: null, placeKind: "land" as const };
    const facts = factsFromForm(
      {
        country: "US",
        subdivision: "US-WA",
        salaryMin: "70000",
        salaryMax: "",
        applicationClosingDate: "2027-01-31",
        postedByAgency: "yes",
        employmentTerm: "temporary",
      },
      derived,
    );
    expect(facts).toMatchObject({
      country: "US",
      subdivision: "US-WA",
      placeKind: "land",
      salaryMin: 70000,
      salaryMax: null,
      postedByAgency: true,
      employmentTerm: "temporary",
    });
    expect(facts.applicationClosingDate?.toISOString().slice(0, 10)).toBe("2027-01-31");
    expect(factsFromForm({ location: "Aberdeen" }, derived)).toMatchObject({ country: "GB", postedByAgency: false, salaryMin: null });
    expect(factsFromForm({}, null)).toMatchObject({ country: null, subdivision: null });
  });

  it("sends the form's yes or no for an agency as the draft's boolean", () => {
    const shape = jobDraftObject.shape.postedByAgency;
    expect(shape.parse("yes")).toBe(true);
    expect(shape.parse("no")).toBe(false);
    expect(shape.parse("")).toBeUndefined();
    expect(shape.parse(true)).toBe(true);
    expect(shape.safeParse("maybe").success).toBe(false);
  });
});
