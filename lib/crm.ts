// Sales-lead vocabulary shared by the CRM screen and its API.
import type { ContactQuality } from "./contact-quality";
import { formatNumericDate } from "./format";

export const LEAD_SOURCES = ["seed", "paid", "organic"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const SOURCE_LABELS: Record<LeadSource, string> = { seed: "Seed", paid: "Paid", organic: "Organic" };

export const CONTACT_QUALITY_LABELS: Record<ContactQuality, string> = {
  direct_email: "Direct Email",
  general_email: "General Email",
  phone_only: "Phone Only",
  careers_page: "Careers Page",
  no_contact: "No Contact",
};

/** The note lines the CRM writes, for the CRM's buttons and for a company that pays by itself. */
export const contactedNote = (date: Date) => `Contacted on ${formatNumericDate(date)}`;
export const convertedNote = (date: Date) => `Converted to paid on ${formatNumericDate(date)}`;

/** The line added to a lead's notes, kept under what was there. */
export function appendNote(notes: string | null | undefined, line: string): string {
  const existing = notes?.trim();
  return existing ? `${existing}\n${line}` : line;
}
