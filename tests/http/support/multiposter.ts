// A multiposter as the HTTP suite plays it: a feed source made through the admin API for the suite's
// employer, and adverts posted to it in Broadbean's XML.
import { expect } from "vitest";
import { EMPLOYER } from "./accounts";
import { http, type HttpAnswer } from "./client";

export type FeedCredentials = { id: string; username: string; secret: string };

export async function employerId(): Promise<string> {
  const users = (await http(`/api/admin/users?search=${EMPLOYER.username}`, { as: "admin" })).json() as { id: string; username: string }[];
  return users.find((u) => u.username === EMPLOYER.username)!.id;
}

export async function newFeed(allowance = 20): Promise<FeedCredentials> {
  const answer = await http("/api/admin/sources", {
    body: {
      kind: "multiposter",
      name: `Feed ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      userId: await employerId(),
      allowance,
    },
    as: "admin",
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json() as FeedCredentials;
}

const escaped = (v: string) => v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const advertXml = (fields: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<job>\n${Object.entries(fields)
    .map(([name, value]) => `  <${name}>${escaped(value)}</${name}>`)
    .join("\n")}\n</job>`;

export function advert(feed: FeedCredentials, fields: Record<string, string> = {}): Record<string, string> {
  return {
    command: "add",
    username: feed.username,
    password: feed.secret,
    job_reference: "BB-1",
    job_title: "Offshore Crane Operator",
    job_description: "<p>Run the <strong>pedestal crane</strong> on a 2/2 rotation in the central North Sea.</p>",
    job_type: "Permanent",
    job_location: "Aberdeen, United Kingdom",
    job_industry: "Oil & Gas",
    salary_currency: "GBP",
    salary_from: "60000",
    salary_to: "75000",
    salary_per: "annum",
    salary_benefits: "Pension, private medical, paid travel",
    application_url: "https://apply.example/crane",
    days_to_advertise: "28",
    ...fields,
  };
}

export const postAdvert = (body: string, contentType = "application/xml") =>
  http("/api/feeds/multiposter", { method: "POST", rawBody: body, headers: { "content-type": contentType } });

/** Every text of an element in the feed's answer. */
export const elements = (answer: HttpAnswer, name: string) =>
  [...answer.text.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, "g"))].map((m) =>
    m[1]!
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );

export const jobIdOf = (answer: HttpAnswer) => elements(answer, "advert_url")[0]!.split("/job/")[1]!;
