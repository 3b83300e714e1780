// The browser's API calls are typed and addressed by the operation objects the routes serve.
import { afterEach, describe, expect, it } from "vitest";
import { endpoint } from "@/components/query/call-api";
import { RequestError } from "@/components/forms/post-json";
import type { getJobs, getJobsId } from "@/lib/api/operations/jobs";
import type { postUserEmail } from "@/lib/api/operations/accounts";

type Sent = { url: string; method: string; body: string | undefined; contentType: string | null };
let sent: Sent[] = [];
const realFetch = globalThis.fetch;

/** The network: answers every request with `answer`, and records what was sent. */
function network(answer: () => Response) {
  sent = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      method: init.method ?? "GET",
      body: init.body as string | undefined,
      contentType: new Headers(init.headers).get("content-type"),
    });
    return answer();
  }) as typeof fetch;
}
afterEach(() => {
  globalThis.fetch = realFetch;
});

const jobs = endpoint<typeof getJobs>("GET /api/jobs");
const job = endpoint<typeof getJobsId>("GET /api/jobs/{id}");
const changeEmail = endpoint<typeof postUserEmail>("POST /api/user/email");

describe("endpoint", () => {
  it("fills path parameters and encodes the query, leaving out what is unset", () => {
    expect(job.url({ params: { id: "a/b" } })).toBe("/api/jobs/a%2Fb");
    expect(jobs.url({ query: { search: "rope access", category: undefined, limit: 20 } })).toBe("/api/jobs?search=rope+access&limit=20");
    expect(jobs.url({ query: new URLSearchParams("sortBy=salary") })).toBe("/api/jobs?sortBy=salary");
    expect(jobs.url()).toBe("/api/jobs");
  });

  it("sends the body as JSON with the operation's method and returns the parsed answer", async () => {
    network(() => Response.json({ email: "new@example.com" }));
    const answer = await changeEmail.call({ body: { newEmail: "new@example.com", currentPassword: "pw" } });
    expect(answer).toEqual({ email: "new@example.com" });
    expect(sent).toEqual([
      {
        url: "/api/user/email",
        method: "POST",
        body: JSON.stringify({ newEmail: "new@example.com", currentPassword: "pw" }),
        contentType: "application/json",
      },
    ]);
  });

  it("rejects a refusal with the server's message, code and field", async () => {
    network(() => Response.json({ message: "Email already in use", code: "conflict", field: "newEmail" }, { status: 409 }));
    const failure = await changeEmail.call({ body: { newEmail: "taken@example.com", currentPassword: "pw" } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ status: 409, serverMessage: "Email already in use", field: "newEmail" });
  });

  it("reads a list page's total and next cursor from the headers", async () => {
    network(() =>
      Response.json([{ id: "1" }], { headers: { "X-Total-Count": "1000", "X-Total-Count-Capped": "true", "X-Next-Cursor": "c2" } }),
    );
    const page = await jobs.page({ query: { limit: 1 } });
    expect(page).toEqual({ rows: [{ id: "1" }], total: 1000, capped: true, next: "c2" });
    expect(sent[0]).toMatchObject({ url: "/api/jobs?limit=1", method: "GET", body: undefined });
  });

  it("is checked against the operation by the compiler (npm test's typecheck fails on a wrong call)", () => {
    // Never run: these lines only have to fail to compile.
    const wrongCalls = () => {
      // @ts-expect-error: the key must be the operation's own method and path.
      endpoint<typeof getJobs>("GET /api/job");
      // @ts-expect-error: a body must have the operation's fields.
      void changeEmail.call({ body: { email: 1 } });
      // @ts-expect-error: an operation with path parameters needs them.
      void job.call();
    };
    expect(wrongCalls).toBeTypeOf("function");
  });
});
