// Payments are fulfilled in server/payments/ alone: only its modules write the payments table, and only
// fulfilPayment chooses between extending a job and making one from the stored draft. A module elsewhere
// that marks a payment spent, or a second place that decides what an intent bought, fails here.
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "../support/source-tree";

const PAYMENTS = "server/payments/";
const DECIDER = "server/payments/fulfil-payment.ts";
/** The two things a paid intent can buy, each defined in its own module. */
const PURCHASES: Record<string, string> = {
  applyExtension: "server/payments/job-extensions.ts",
  createJobFromStoredDraft: "server/payments/paid-job.ts",
};

function breaches(file: string, text: string): string[] {
  const found: string[] = [];
  if (!file.startsWith(PAYMENTS) && /\.(update|insert|delete)\(\s*payments\s*\)/.test(text))
    found.push(`${file} writes the payments table outside ${PAYMENTS}`);
  for (const [name, home] of Object.entries(PURCHASES)) {
    if (file !== home && file !== DECIDER && new RegExp(`\\b${name}\\s*\\(`).test(text))
      found.push(`${file} applies a payment itself (${name})`);
  }
  return found;
}

describe("payments fulfilled in one place", () => {
  const files = ["app", "components", "lib", "server", "scripts"].flatMap(sourceFiles);

  it("reads the source tree it guards", () => {
    expect(files).toEqual(expect.arrayContaining([DECIDER, ...Object.values(PURCHASES)]));
  });

  it("leaves writing payments to server/payments/ and the choice of purchase to fulfilPayment", () => {
    expect(files.flatMap((file) => breaches(file, readSource(file)))).toEqual([]);
  });

  it("catches a module that applies a payment elsewhere", () => {
    const spending = [
      "await tx.update(payments).set({ jobId: job.id }).where(eq(payments.id, payment.id));",
      "const extended = await applyExtension(write, payment);",
      "const made = await createJobFromStoredDraft(write, payment);",
    ].join("\n");
    expect(breaches("server/jobs/some-writer.ts", spending)).toHaveLength(3);
    expect(breaches("server/payments/stripe-webhook.ts", spending)).toHaveLength(2);
    expect(breaches(DECIDER, spending)).toEqual([]);
    // Reading a payment is not applying it.
    expect(breaches("server/jobs/job-standing.ts", "tx.select().from(payments).where(eq(payments.jobId, id))")).toEqual([]);
  });
});
