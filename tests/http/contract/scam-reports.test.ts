// Reports with a reason over real HTTP: a scam sign is stored as one, 'other' needs words, the hourly
// limit counts the client whatever account it signs in with, and the admin queue puts scam reasons and the
// jobs most people report first. Every report here comes from an address of this file's own.
import { beforeAll, describe, expect, it } from "vitest";
import { expectMessage, http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";

let jobIds: string[] = [];

type Row = { id: string; jobId: string; reason: string; reportReason: string; jobReports: number; status: string };

const SCAM = ["asks_for_money", "misleading_pay"];
const RANK: Record<string, number> = { asks_for_money: 0, misleading_pay: 1, other: 2, broken_link: 3, duplicate: 4, already_filled: 5 };

beforeAll(async () => {
  jobIds = ((await http("/api/jobs?limit=6")).json() as { id: string }[]).map((j) => j.id);
  expect(jobIds.length).toBe(6);
});

const reportFrom = (client: string, body: unknown, as?: "user") =>
  httpFrom(clientAddress(client), "/api/broken-link-reports", { body, as });

describe("POST /api/broken-link-reports with a reason", () => {
  it("answers 201 with the reason and its label, or the reporter's words", async () => {
    const scam = await reportFrom("scam-reports-reasons", { jobId: jobIds[5], reason: "asks_for_money" });
    expect(scam.status, scam.text).toBe(201);
    expect(scam.json()).toMatchObject({ jobId: jobIds[5], reason: "asks_for_money", reportReason: "Asks for money or bank details" });
    const other = await reportFrom("scam-reports-reasons", {
      jobId: jobIds[5],
      reason: "other",
      reportReason: "Recruiter asked for a £150 medical deposit by bank transfer",
    });
    expect(other.json()).toMatchObject({ reason: "other", reportReason: "Recruiter asked for a £150 medical deposit by bank transfer" });
    // The first version's body still works and is a broken-link report.
    const plain = await reportFrom("scam-reports-reasons", { jobId: jobIds[5], reportReason: "Broken or non-functional link" });
    expect(plain.json()).toMatchObject({ reason: "broken_link", reportReason: "Broken or non-functional link" });
  });

  it("answers 400 for 'other' without words, words over 500 characters or an unknown reason", async () => {
    expectMessage(
      await reportFrom("scam-reports-reasons", { jobId: jobIds[5], reason: "other" }),
      400,
      "Tell us what is wrong with this job",
    );
    expectMessage(
      await reportFrom("scam-reports-reasons", { jobId: jobIds[5], reason: "other", reportReason: "x".repeat(501) }),
      400,
      "Tell us in at most 500 characters",
    );
    expectMessage(await reportFrom("scam-reports-reasons", { jobId: jobIds[5], reason: "spam" }), 400, /^Reason must be one of/);
  });

  it("answers 429 to the client's 31st report in the hour, signed in or not", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await reportFrom("scam-reports-limit", { jobId: jobIds[i % 5] })).status);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    // A signed-in account is new to the limit; the client is not.
    expectMessage(
      await reportFrom("scam-reports-limit", { jobId: jobIds[0], reason: "asks_for_money" }, "user"),
      429,
      "Too many requests. Please try again later.",
    );
  });
});

describe("GET /api/admin/broken-link-reports", () => {
  it("puts scam reasons first, then the jobs most people report, and says how many", async () => {
    // Three visitors report one job's link, one visitor says another asks for money.
    for (const visitor of ["scam-queue-a", "scam-queue-b", "scam-queue-c"]) await reportFrom(visitor, { jobId: jobIds[4] });
    await reportFrom("scam-queue-d", { jobId: jobIds[3], reason: "misleading_pay" });

    const rows = (await http("/api/admin/broken-link-reports?status=pending&limit=100", { as: "admin" })).json() as Row[];
    const ranks = rows.map((r) => RANK[r.reason]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (let i = 1; i < rows.length; i++)
      if (rows[i].reason === rows[i - 1].reason) expect(rows[i].jobReports).toBeLessThanOrEqual(rows[i - 1].jobReports);
    const firstOther = rows.findIndex((r) => !SCAM.includes(r.reason));
    expect(rows.slice(0, firstOther).map((r) => r.reason)).toEqual(expect.arrayContaining(["asks_for_money", "misleading_pay"]));
    const misleading = rows.find((r) => r.jobId === jobIds[3] && r.reason === "misleading_pay");
    expect(misleading!.jobReports).toBeGreaterThanOrEqual(1);
    expect(rows.find((r) => r.jobId === jobIds[4] && r.reason === "broken_link")!.jobReports).toBeGreaterThanOrEqual(3);
  });
});
