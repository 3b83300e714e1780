// How reachable a sales lead is, from the contact details we hold.
export type ContactQuality = "direct_email" | "general_email" | "phone_only" | "careers_page" | "no_contact";

const SHARED_MAILBOXES = new Set([
  "info",
  "careers",
  "career",
  "jobs",
  "job",
  "hr",
  "recruitment",
  "recruiting",
  "recruit",
  "contact",
  "hello",
  "enquiries",
  "enquiry",
  "admin",
  "office",
  "support",
  "talent",
  "people",
  "hiring",
  "vacancies",
  "mail",
]);

export const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

export function contactQualityOf(contact: { email?: string | null; phone?: string | null; website?: string | null }): ContactQuality {
  const email = contact.email?.trim().toLowerCase();
  if (email && looksLikeEmail(email)) {
    const mailbox = email.split("@")[0].split(/[.+_-]/)[0];
    return SHARED_MAILBOXES.has(mailbox) ? "general_email" : "direct_email";
  }
  if (contact.phone?.trim()) return "phone_only";
  if (contact.website?.trim()) return "careers_page";
  return "no_contact";
}
