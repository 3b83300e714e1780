// The polled answers' body and ETag (server/http/json-answer.ts): the body is serialised once per cached answer
// and must be the same text, whatever it holds and however often it is sent.
import { describe, expect, it } from "vitest";
import { answerJson, jsonBody } from "@/server/http/json-answer";

const ask = (headers: Record<string, string> = {}) => new Request("http://localhost/api/jobs", { headers });

describe("answerJson", () => {
  it("sends the kept answer's exact JSON every time, non-ASCII text included", async () => {
    const jobs = [{ title: "Rope-access technician – Tromsø", salary: "£95,000", note: "🛢️ offshore" }];
    const answer = jsonBody(jobs);
    for (let i = 0; i < 3; i++) {
      const response = answerJson(ask(), answer, { "X-Total-Count": "1" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(response.headers.get("etag")).toBe(answer.etag);
      expect(response.headers.get("x-total-count")).toBe("1");
      expect(await response.json()).toEqual(jobs);
    }
  });

  it("answers 304 with no body to a client that holds the ETag, among others or as *", async () => {
    const answer = jsonBody([{ id: 1 }]);
    // Compared weakly: the same tag sent back without its W/ still matches.
    for (const held of [answer.etag, `W/"older", ${answer.etag}`, "*", answer.etag.replace(/^W\//, "")]) {
      const response = answerJson(ask({ "if-none-match": held }), answer);
      expect(response.status).toBe(304);
      expect(response.body).toBeNull();
    }
    expect(answerJson(ask({ "if-none-match": 'W/"older"' }), answer).status).toBe(200);
  });

  it("gives a different ETag when what the headers say of the answer changes, the body alike", () => {
    expect(jsonBody([1], [10]).etag).not.toBe(jsonBody([1], [11]).etag);
    expect(jsonBody([1], [10]).etag).toBe(jsonBody([1], [10]).etag);
  });
});
