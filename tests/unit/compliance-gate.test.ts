import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkCompliance, type GateFacts } from "@/lib/compliance/gate";
import { appliesAt, RULES } from "@/lib/compliance/rules";

const base: GateFacts = {
  title: "Rope Access Technician",
  company: "North Sea Access Ltd",
  description: "IRATA Level 2 technician for inspection work on a platform. Two weeks on, two weeks off.",
  requirements: "IRATA Level 2, BOSIET, valid offshore medical",
  benefits: null,
  howToApply: "Apply online with your CV",
  salaryMin: 45000,
  salaryMax: 60000,
  applicationClosingDate: new Date("2027-03-01T23:59:59Z"),
  country: "GB",
  subdivision: null,
  placeKind: "land",
  postedByAgency: false,
  agencyName: null,
  employmentTerm: null,
};

const job = (changes: Partial<GateFacts>): GateFacts => ({ ...base, ...changes });
const rulesOf = (facts: GateFacts) => {
  const { refusals, warnings } = checkCompliance(facts);
  return { refused: refusals.map((f) => f.rule), warned: warnings.map((f) => f.rule) };
};
const inDescription = (description: string, place: Partial<GateFacts> = {}) => checkCompliance(job({ description, ...place }));

describe("the rules table", () => {
  it("names every rule once, with a field, a severity and words", () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES) {
      expect(rule.field).toMatch(/^[a-z][A-Za-z]+$/);
      expect(["refuse", "warn"]).toContain(rule.severity);
      expect(rule.message({}).length).toBeGreaterThan(20);
    }
  });

  it("applies a country's rule by country and a state's rule by subdivision only", () => {
    expect(appliesAt("everywhere", null, null)).toBe(true);
    expect(appliesAt(["DE", "AT"], "AT", null)).toBe(true);
    expect(appliesAt(["DE", "AT"], "CH", null)).toBe(false);
    expect(appliesAt(["US-CO"], "US", "US-CO")).toBe(true);
    expect(appliesAt(["US-CO"], "US", "US-TX")).toBe(false);
    expect(appliesAt(["US-CO"], "US", null)).toBe(false);
    expect(appliesAt(["GB"], null, null)).toBe(false);
  });

  it("passes a plain, complete advert with nothing to say", () => {
    expect(checkCompliance(base)).toEqual({ refusals: [], warnings: [], likelyScam: false });
  });
});

describe("pay range (everywhere, refuse)", () => {
  it("refuses a missing salary, naming it, wherever the job is", () => {
    for (const country of ["GB", "US", null]) {
      const { refusals } = checkCompliance(job({ salaryMin: null, country }));
      expect(refusals).toEqual([{ rule: "pay-range", field: "salaryMin", message: expect.stringMatching(/^Salary is required/) }]);
    }
    expect(rulesOf(job({ salaryMax: null })).refused).toEqual(["pay-range"]);
    expect(rulesOf(job({ salaryMin: 0 })).refused).toEqual(["pay-range"]);
  });

  it("takes a single figure stated as both ends of the range", () => {
    expect(rulesOf(job({ salaryMin: 500, salaryMax: 500 })).refused).toEqual([]);
  });
});

describe("benefits (US-CO, US-WA, refuse)", () => {
  const colorado = { country: "US", subdivision: "US-CO" };
  it("refuses a Colorado or Washington job without benefits", () => {
    expect(checkCompliance(job(colorado)).refusals).toEqual([
      { rule: "benefits", field: "benefits", message: expect.stringContaining("Colorado and Washington") },
    ]);
    expect(rulesOf(job({ country: "US", subdivision: "US-WA", benefits: "   " })).refused).toEqual(["benefits"]);
    expect(rulesOf(job({ country: "US", subdivision: "US-WA", benefits: "<p> </p>" })).refused).toEqual(["benefits"]);
  });

  it("passes one that describes them, and asks nothing of Texas or the UK", () => {
    expect(rulesOf(job({ ...colorado, benefits: "Medical, dental, 401(k) match, 15 days PTO" })).refused).toEqual([]);
    expect(rulesOf(job({ country: "US", subdivision: "US-TX" })).refused).toEqual([]);
    expect(rulesOf(job({ country: "GB" })).refused).toEqual([]);
  });
});

describe("closing date (US-CO, refuse)", () => {
  it("refuses a Colorado job without one and passes elsewhere", () => {
    const facts = job({ country: "US", subdivision: "US-CO", benefits: "Health cover", applicationClosingDate: null });
    expect(checkCompliance(facts).refusals).toEqual([
      { rule: "closing-date", field: "applicationClosingDate", message: expect.stringContaining("Colorado") },
    ]);
    expect(rulesOf(job({ country: "US", subdivision: "US-WA", benefits: "Health cover", applicationClosingDate: null })).refused).toEqual(
      [],
    );
  });
});

describe("agency adverts (GB, refuse)", () => {
  it("refuses a UK agency's advert that does not name the agency or say temporary or permanent", () => {
    const { refusals } = checkCompliance(job({ postedByAgency: true }));
    expect(refusals.map((f) => [f.rule, f.field])).toEqual([
      ["agency-name", "agencyName"],
      ["agency-term", "employmentTerm"],
    ]);
    expect(rulesOf(job({ postedByAgency: true, agencyName: "Deepwater Recruitment", employmentTerm: null })).refused).toEqual([
      "agency-term",
    ]);
  });

  it("passes a complete agency advert, a direct employer's, and an agency's outside the UK", () => {
    expect(rulesOf(job({ postedByAgency: true, agencyName: "Deepwater Recruitment", employmentTerm: "temporary" })).refused).toEqual([]);
    expect(rulesOf(job({ postedByAgency: false })).refused).toEqual([]);
    expect(rulesOf(job({ postedByAgency: true, country: "NO" })).refused).toEqual([]);
  });

  it("holds offshore in UK waters to the UK's rule", () => {
    expect(rulesOf(job({ postedByAgency: true, placeKind: "offshore", country: "GB" })).refused).toEqual(["agency-name", "agency-term"]);
  });
});

describe("no fee asked of the worker (everywhere, refuse, likely scam)", () => {
  const refusedFor = [
    "Candidates must pay a registration fee of £50 before the interview.",
    "Pay a registration fee and start next week!",
    "A £75 registration fee is payable on application.",
    "Visa processing fee: $450, paid by the candidate.",
    "You will need to pay for your own BOSIET ticket.",
    "Successful applicants pay for their training course upfront.",
    "Send a refundable deposit of £200 to secure your place.",
    "Applicants are required to pay £300 for the medical.",
    "A security deposit of €150 is taken for your PPE.",
    "We pay top day rates, but you must pay a £100 placement fee.",
    "Training fee £250, refunded after your first month.",
    "Upfront payment required for the work permit.",
  ];
  for (const text of refusedFor)
    it(`refuses and flags: ${text}`, () => {
      const verdict = inDescription(text, { country: "NG" });
      expect(verdict.refusals.map((f) => f.rule)).toEqual(["worker-fee"]);
      expect(verdict.likelyScam).toBe(true);
      expect(verdict.refusals[0]!.field).toBe("description");
      expect(verdict.refusals[0]!.message).toMatch(/^Workers may not be asked to pay for finding work \(“.+”\)/);
    });

  const passed = [
    "No fees charged to candidates.",
    "We never charge candidates a fee.",
    "There is no registration fee.",
    "Agency fees: none.",
    "Our placement fee is paid by the client.",
    "The client pays our placement fee.",
    "We cover all visa costs and flights.",
    "We pay for your BOSIET and HUET tickets.",
    "Visa fees covered in full.",
    "Training costs are reimbursed by the company.",
    "Company-paid training and offshore medical.",
    "You will not need to pay for your training.",
    "£1,000 referral fee for introducing a friend.",
    "Exploration of a major copper deposit in the Pilbara.",
    "Salary paid by direct deposit every fortnight.",
    "Chargehand £250 per shift, charge hand rates negotiable.",
    "You will be in charge of £2m of plant.",
    "You will be paid £650 per day.",
    "Travel to Aberdeen at your own cost.",
    "Successful candidates must pay for their own flights to the crew change.",
    "Free of charge training for every new starter.",
  ];
  for (const text of passed)
    it(`passes: ${text}`, () => {
      const verdict = inDescription(text);
      expect(verdict.refusals).toEqual([]);
      expect(verdict.likelyScam).toBe(false);
    });

  it("finds a fee in any of the advert's text fields and names that field", () => {
    const verdict = checkCompliance(job({ howToApply: "Email your CV and pay the £40 application fee by bank transfer." }));
    expect(verdict.refusals).toEqual([
      { rule: "worker-fee", field: "howToApply", message: expect.stringContaining("£40 application fee") },
    ]);
    expect(rulesOf(job({ title: "Deckhand - registration fee £20" })).refused).toEqual(["worker-fee"]);
  });

  it("does not let a promise in one sentence excuse a demand in the next", () => {
    expect(rulesOf(job({ description: "No agency fees. You must pay a £60 processing fee for the visa." })).refused).toEqual([
      "worker-fee",
    ]);
  });
});

describe("gender-neutral title (DE, AT, warn)", () => {
  const germany = { country: "DE" };
  it("warns a German or Austrian job whose title addresses one gender, and saves it", () => {
    const verdict = checkCompliance(job({ ...germany, title: "Rope Access Technician" }));
    expect(verdict.refusals).toEqual([]);
    expect(verdict.warnings).toEqual([{ rule: "gender-neutral-title", field: "title", message: expect.stringContaining("(m/w/d)") }]);
    expect(rulesOf(job({ country: "AT", title: "Windkrafttechniker" })).warned).toEqual(["gender-neutral-title"]);
  });

  it("accepts the markers in use", () => {
    for (const title of [
      "Rope Access Technician (m/w/d)",
      "Servicetechniker (w/m/d) Offshore",
      "Service Technician (m/f/d)",
      "Mechatroniker (m/w/x)",
      "Techniker (d/m/w)",
      "Wind Technician (all genders)",
      "Techniker m/w/d",
      "Elektroniker*in Offshore",
      "Schweißer:in",
      "Projektleiter (gn*)",
    ])
      expect(rulesOf(job({ ...germany, title })).warned, title).toEqual([]);
  });

  it("asks nothing of titles elsewhere", () => {
    expect(rulesOf(job({ country: "GB", title: "Rope Access Technician" })).warned).toEqual([]);
    expect(rulesOf(job({ country: "CH", title: "Techniker" })).warned).toEqual([]);
  });
});

describe("excluding wording (everywhere, warn)", () => {
  const warned = (text: string) => inDescription(text).warnings.map((w) => w.rule);
  it("warns on age wording and suggests what to write", () => {
    expect(warned("Join our young, dynamic crew.")).toEqual(["age-wording"]);
    expect(warned("Ideal for recent graduates.")).toEqual(["age-wording"]);
    expect(warned("We want digital natives for the control room.")).toEqual(["age-wording"]);
    expect(inDescription("Young team on the rig.").warnings[0]!.message).toMatch(/^“Young” can exclude by age: describe the experience/);
  });

  it("warns on native-speaker wording and suggests 'fluent English'", () => {
    expect(warned("Native English speaker required.")).toEqual(["native-speaker"]);
    expect(warned("Must be a native speaker of Norwegian.")).toEqual(["native-speaker"]);
    expect(inDescription("Native speaker of German").warnings[0]!.message).toContain("fluent English");
  });

  it("warns on 'physically fit' and suggests listing the tasks", () => {
    expect(warned("You must be physically fit.")).toEqual(["physical-tasks"]);
    expect(inDescription("Physically fit and able to work at height").warnings[0]!.message).toContain("list the physical tasks");
  });

  it("names the field the wording is in", () => {
    expect(checkCompliance(job({ requirements: "Recent graduate in engineering" })).warnings[0]!.field).toBe("requirements");
  });

  it("passes the words a real advert uses for other things", () => {
    for (const text of [
      "Supporting young people in the camp's youth programme.",
      "Work with young offenders on an outdoor course.",
      "Graduates with two years' experience welcome.",
      "Native title negotiations with traditional owners.",
      "Fluent English; German an advantage.",
      "Able to climb ladders to 30 m and lift 25 kg.",
      "A fitted kitchen in every cabin.",
      "Younghusband Ridge camp, Antarctica.",
    ])
      expect(warned(text), text).toEqual([]);
  });
});

describe("a verdict with several findings", () => {
  it("gives each refusal and warning in the table's order", () => {
    const verdict = checkCompliance(
      job({
        country: "US",
        subdivision: "US-CO",
        salaryMin: null,
        description: "Young crew. Pay a registration fee to start.",
      }),
    );
    expect(verdict.refusals.map((f) => f.rule)).toEqual(["pay-range", "benefits", "worker-fee"]);
    expect(verdict.warnings.map((f) => f.rule)).toEqual(["age-wording"]);
    expect(verdict.likelyScam).toBe(true);
  });
});

describe("docs/compliance.md", () => {
  it("lists every rule of the table with its places and severity", () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, "../../docs/compliance.md"), "utf8");
    for (const rule of RULES) {
      const row = doc.split("\n").find((line) => line.startsWith(`| \`${rule.id}\``));
      expect(row, `${rule.id} is not in docs/compliance.md`).toBeDefined();
      const places = rule.places === "everywhere" ? "everywhere" : rule.places.join(", ");
      expect(row).toContain(` ${places} `);
      expect(row).toContain(` ${rule.severity} `);
    }
  });
});

describe("a run-on advert", () => {
  it("is read in bounded time, and a fee inside it is still found", () => {
    const runOn = "we we ".repeat(3400) + "you must pay a £90 registration fee " + "the the ".repeat(1500);
    const started = performance.now();
    const verdict = checkCompliance(job({ description: runOn, requirements: runOn.slice(0, 10_000), benefits: runOn.slice(0, 10_000) }));
    expect(performance.now() - started).toBeLessThan(150);
    expect(verdict.refusals.map((f) => f.rule)).toEqual(["worker-fee"]);
  });
});
