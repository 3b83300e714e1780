// What an error kept with a job may still say once scrubbed: the gist, never a credential, token or address.
import { describe, expect, it } from "vitest";
import { maskEmail, scrubSecrets } from "@/server/queue/scrub-secrets";

const RESET_TOKEN = "Zq3kP9x_7LmN2vB8cD4eF6gH1jK5lM0nO-pQrStUvWx";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImpAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJlLXBhcnQ";

describe("scrubSecrets", () => {
  it.each([
    ["a bearer token", "Resend refused: 401 Authorization: Bearer re_live_9f8e7d6c5b4a", ["re_live_9f8e7d6c5b4a"]],
    ["a reset link's token", `fetch failed for https://outpost.example/reset-password?token=${RESET_TOKEN}&x=1`, [RESET_TOKEN]],
    ["a key in a query", "GET https://api.example/v1?api_key=abc123&page=2 answered 500", ["abc123"]],
    ["a secret in JSON", '{"message":"bad","client_secret":"cs_9x8y7z","password":"hunter2"}', ["cs_9x8y7z", "hunter2"]],
    ["a verification JWT", `link: https://outpost.example/verify-email?t=${JWT}`, [JWT]],
    ["a Stripe key", "No such customer for sk_test_51HxYzAbCdEf", ["sk_test_51HxYzAbCdEf"]],
    ["a long random token on its own", `unsubscribe ${RESET_TOKEN} unknown`, [RESET_TOKEN]],
    ["credentials in a URL", "connect to postgres://outpost:s3cretpass@db.internal:5432 failed", ["s3cretpass", "outpost:"]],
    ["an address", "550 mailbox jane.doe@example.com unavailable", ["jane.doe@example.com"]],
  ])("takes out %s", (_, text, secrets) => {
    const scrubbed = scrubSecrets(text);
    for (const secret of secrets) expect(scrubbed).not.toContain(secret);
    expect(scrubbed.length).toBeGreaterThan(10);
  });

  it("keeps what says what went wrong", () => {
    expect(scrubSecrets("Resend refused the message: 503 Service unavailable")).toBe("Resend refused the message: 503 Service unavailable");
    expect(scrubSecrets("550 mailbox jane.doe@example.com unavailable")).toBe("550 mailbox j***@example.com unavailable");
    expect(scrubSecrets("token=abc&status=500")).toBe("token=[hidden]&status=500");
  });

  it("puts the text on one line, a few hundred characters at most", () => {
    const scrubbed = scrubSecrets(`first line\n\n   second line ${"word ".repeat(300)}`);
    expect(scrubbed).toMatch(/^first line second line word/);
    expect(scrubbed.length).toBeLessThanOrEqual(500);
    expect(scrubbed.endsWith("…")).toBe(true);
  });
});

describe("maskEmail", () => {
  it("keeps the first letter and the domain", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
    expect(maskEmail("not an address")).toBe("***");
  });
});
