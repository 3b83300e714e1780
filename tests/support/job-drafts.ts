// A job draft as the post-job form sends it: dates as yyyy-mm-dd, plan chosen, terms ticked.
const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export function jobDraft(overrides: Record<string, unknown> = {}) {
  return {
    title: "Rope Access Technician",
    company: "Fulmar Offshore",
    companyWebsite: "https://fulmar.example",
    contractType: "contract",
    location: "North Sea, United Kingdom",
    salaryMin: 95000,
    salaryMax: 120000,
    category: "oil-gas",
    customCategory: "",
    dangerLevel: "high",
    description: "IRATA Level 3 technician for platform inspection campaigns.",
    applicationUrl: "https://fulmar.example/careers/rope-access",
    applicationStartDate: day(0),
    applicationClosingDate: day(20),
    planType: "professional",
    isFeatured: false,
    terms: true,
    ...overrides,
  };
}
