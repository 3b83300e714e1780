// One job shape: what the server reads, what /api/jobs sends and what the schema in lib/ describes are the same
// fields, and the schema turns one into the other both ways.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as listJobs } from "@/app/api/jobs/route";
import { jobCardSchema, jobDetailSchema } from "@/lib/schemas/public-job";
import { listedJobById } from "@/server/jobs/public-jobs";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { daysFromNow, insertJob } from "../support/factories";

const t = withTestDatabase();

describe("the public job shape", () => {
  it("reads a stored job as the schema's record and sends it as the schema's JSON", async () => {
    const { id } = await insertJob(t.db, {
      title: "Saturation Diver",
      description: "Bell runs to 200 m.",
      rotation: "28-28",
      tickets: ["bosiet-foet", "huet-ca-ebs"],
      medical: "oeuk",
      travelPaid: true,
      applicationClosingDate: daysFromNow(20),
    });

    const record = await listedJobById(t.db, id);
    expect(record).not.toBeNull();
    // The stored record is a valid record: encoding it gives JSON the schema accepts.
    const detailJson = z.encode(jobDetailSchema, record!);
    expect(detailJson.applicationClosingDate).toBe(record!.applicationClosingDate.toISOString());

    const res = await call(listJobs, "/api/jobs?limit=10");
    const sent = ((await res.json()) as unknown[]).find((j) => (j as { id: string }).id === id);
    // What the API sends decodes to the same record the server read (dates back to Date).
    const card = jobCardSchema.parse(sent);
    const cardKeys = Object.keys(jobCardSchema.shape) as (keyof typeof card)[];
    expect(card).toEqual(Object.fromEntries(cardKeys.map((key) => [key, record![key as keyof typeof record]])));
    expect(card.applicationClosingDate).toBeInstanceOf(Date);
    expect(z.encode(jobCardSchema, card)).toEqual(sent);
  });
});
