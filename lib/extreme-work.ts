// The facts a rig, mine or polar worker decides on (docs/decisions/043): rotation, tickets, medical,
// travel, accommodation, visa and the risk level. Choices and labels, zod-free so any page can use them.
import type { DangerLevel } from "./job-fields";

export const ROTATIONS = ["2-2", "3-3", "4-4", "28-28", "fifo", "on-site"] as const;
export type Rotation = (typeof ROTATIONS)[number];
export const ROTATION_LABELS: Record<Rotation, string> = {
  "2-2": "2/2 (two weeks on, two off)",
  "3-3": "3/3 (three weeks on, three off)",
  "4-4": "4 on / 4 off",
  "28-28": "28/28 (28 days on, 28 off)",
  fifo: "FIFO (fly-in fly-out)",
  "on-site": "Permanent on-site",
};
/** The short form cards use. */
export const ROTATION_SHORT: Record<Rotation, string> = {
  "2-2": "2/2",
  "3-3": "3/3",
  "4-4": "4 on/4 off",
  "28-28": "28/28",
  fifo: "FIFO",
  "on-site": "On-site",
};

export const TICKETS = ["bosiet-foet", "huet-ca-ebs", "gwo-bst", "irata-sprat", "opito", "stcw", "first-aid"] as const;
export type Ticket = (typeof TICKETS)[number];
export const TICKET_LABELS: Record<Ticket, string> = {
  "bosiet-foet": "BOSIET/FOET",
  "huet-ca-ebs": "HUET/CA-EBS",
  "gwo-bst": "GWO BST",
  "irata-sprat": "IRATA/SPRAT",
  opito: "OPITO",
  stcw: "STCW",
  "first-aid": "First aid",
};

export const MEDICALS = ["oeuk", "eng1", "none"] as const;
export type Medical = (typeof MEDICALS)[number];
export const MEDICAL_LABELS: Record<Medical, string> = {
  oeuk: "OGUK/OEUK offshore medical",
  eng1: "ENG1 seafarer medical",
  none: "No medical needed",
};

export const RISK_CLASSES: Record<DangerLevel, string> = {
  low: "bg-emerald-100 text-emerald-900",
  medium: "bg-yellow-100 text-yellow-900",
  high: "bg-orange-100 text-orange-900",
  extreme: "bg-red-100 text-red-900",
};

export type ExtremeFacts = {
  dangerLevel: DangerLevel;
  rotation: string | null;
  tickets: string[] | null;
  ticketsOther: string | null;
  medical: string | null;
  travelPaid: boolean | null;
  accommodationProvided: boolean | null;
  visaSponsorship: boolean | null;
};

const isRotation = (v: string | null): v is Rotation => (ROTATIONS as readonly string[]).includes(v ?? "");
const isTicket = (v: string): v is Ticket => (TICKETS as readonly string[]).includes(v);
const isMedical = (v: string | null): v is Medical => (MEDICALS as readonly string[]).includes(v ?? "");

export const rotationLabel = (v: string | null) => (isRotation(v) ? ROTATION_LABELS[v] : null);
export const rotationShort = (v: string | null) => (isRotation(v) ? ROTATION_SHORT[v] : null);
export const medicalLabel = (v: string | null) => (isMedical(v) ? MEDICAL_LABELS[v] : null);

/** Every ticket asked for, by name, the free-text ones last. */
export function ticketNames(job: Pick<ExtremeFacts, "tickets" | "ticketsOther">): string[] {
  const listed = (job.tickets ?? []).filter(isTicket).map((t) => TICKET_LABELS[t]);
  const other = (job.ticketsOther ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  return [...listed, ...other];
}

/** What the employer provides, in words: travel, accommodation, visa. */
export function providedNames(job: Pick<ExtremeFacts, "travelPaid" | "accommodationProvided" | "visaSponsorship">): string[] {
  return [
    job.travelPaid && "Travel paid",
    job.accommodationProvided && "Accommodation provided",
    job.visaSponsorship && "Visa sponsorship",
  ].filter((x): x is string => Boolean(x));
}

/** The compact facts a card shows: rotation, then what is provided. Empty when the job states none. */
export function compactFacts(job: ExtremeFacts): string[] {
  const rotation = rotationShort(job.rotation);
  return [...(rotation ? [rotation] : []), ...providedNames(job)];
}
