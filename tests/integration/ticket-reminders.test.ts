// Ticket and medical reminders 90 and 30 days before expiry, once per item, expiry date and threshold.
import { describe, expect, it } from "vitest";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { users } from "@/server/db/schema";
import { saveProfile } from "@/server/accounts/profile";
import { sendTicketReminders } from "@/server/alerts/ticket-reminders";
import { profileInputSchema, type ProfileInput } from "@/lib/schemas/profile";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { mailsTo, tokenIn, uniqueEmail } from "../support/alerts";

const t = withTestDatabase();
let n = 0;

async function worker(profile: ProfileInput, { verified = true } = {}) {
  n++;
  const [user] = await t.db
    .insert(users)
    .values({ username: `worker${n}`, email: uniqueEmail(`worker${n}`), name: "Sam Reid", firstName: "Sam", emailVerified: verified })
    .returning();
  await saveProfile(t.db, user.id, profileInputSchema.parse(profile));
  return user;
}

const day = (iso: string) => new Date(`${iso}T08:00:00Z`);

describe("ticket reminders", () => {
  it("reminds once of a ticket 30 days from expiry, with a link to the profile and one-click unsubscribe", async () => {
    const sam = await worker({ tickets: [{ name: "BOSIET", expiresOn: "2091-04-30" }] });
    const first = await sendTicketReminders(t.db, day("2091-03-31"));
    expect(first).toMatchObject({ sent: 1, items: 1, failed: 0 });
    const [mail] = await mailsTo(sam.email);
    expect(mail.subject).toBe("Your BOSIET/FOET expires on 30 April 2091");
    expect(mail.text).toContain("Hi Sam.");
    expect(mail.text).toContain("BOSIET/FOET: expires 30 April 2091 (in 30 days)");
    expect(mail.text).toContain("Update your profile: http://localhost:3000/account/profile");
    expect(mail.html).toContain('href="http://localhost:3000/account/profile"');
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // The schedule runs again the same day, and the next: nothing more.
    expect(await sendTicketReminders(t.db, day("2091-03-31"))).toMatchObject({ sent: 0 });
    expect(await sendTicketReminders(t.db, day("2091-04-01"))).toMatchObject({ sent: 0 });
    expect(await mailsTo(sam.email)).toHaveLength(1);
  });

  it("reminds at 90 days, again at 30, and no more; both items due on one day share one mail", async () => {
    const sam = await worker({
      tickets: [{ name: "HUET", expiresOn: "2092-06-30" }],
      medicals: [{ name: "OEUK", expiresOn: "2092-06-30" }],
    });
    expect(await sendTicketReminders(t.db, day("2092-03-31"))).toMatchObject({ sent: 0 }); // 91 days
    expect(await sendTicketReminders(t.db, day("2092-04-01"))).toMatchObject({ sent: 1, items: 2 }); // 90 days
    const [ninety] = await mailsTo(sam.email);
    expect(ninety.subject).toBe("2 of your tickets and medicals expire soon");
    expect(ninety.text).toContain("HUET/CA-EBS: expires 30 June 2092 (in 90 days)");
    expect(ninety.text).toContain("OGUK/OEUK offshore medical: expires 30 June 2092 (in 90 days)");
    expect(await sendTicketReminders(t.db, day("2092-05-01"))).toMatchObject({ sent: 0 }); // 60 days
    expect(await sendTicketReminders(t.db, day("2092-05-31"))).toMatchObject({ sent: 1, items: 2 }); // 30 days
    expect(await sendTicketReminders(t.db, day("2092-06-29"))).toMatchObject({ sent: 0 });
    expect(await mailsTo(sam.email)).toHaveLength(2);
  });

  it("leaves expired, far-off and undated items alone, and unverified accounts", async () => {
    const sam = await worker({
      tickets: [{ name: "GWO BST", expiresOn: "2093-01-01" }, { name: "STCW", expiresOn: "2093-06-01" }, { name: "First aid" }],
    });
    const unverified = await worker({ tickets: [{ name: "BOSIET", expiresOn: "2093-01-20" }] }, { verified: false });
    await sendTicketReminders(t.db, day("2093-01-02"));
    expect(await mailsTo(sam.email)).toHaveLength(0);
    expect(await mailsTo(unverified.email)).toHaveLength(0);
  });

  it("reminds again when the expiry date changes", async () => {
    const sam = await worker({ tickets: [{ name: "Banksman slinger", expiresOn: "2094-02-01" }] });
    await sendTicketReminders(t.db, day("2094-01-10"));
    // Renewed, then the new date's window opens.
    await saveProfile(t.db, sam.id, profileInputSchema.parse({ tickets: [{ name: "Banksman slinger", expiresOn: "2094-04-01" }] }));
    await sendTicketReminders(t.db, day("2094-01-10"));
    expect(await mailsTo(sam.email)).toHaveLength(2);
    const [latest] = await mailsTo(sam.email);
    expect(latest.subject).toBe("Your Banksman slinger expires on 1 April 2094");
  });

  it("stops for a worker who follows the unsubscribe link", async () => {
    const sam = await worker({ medicals: [{ name: "ENG1", expiresOn: "2095-02-01" }] });
    await sendTicketReminders(t.db, day("2094-12-01"));
    const [mail] = await mailsTo(sam.email);
    const res = await call(unsubscribeRoute, "/x", { body: { token: tokenIn(mail, "/unsubscribe") } });
    expect(await res.json()).toEqual({ kind: "tickets", message: "You won't get ticket expiry reminders any more." });
    await sendTicketReminders(t.db, day("2095-01-10"));
    expect(await mailsTo(sam.email)).toHaveLength(1);
  });
});
