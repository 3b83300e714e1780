// How a worker's profile names what they hold (docs/decisions/110): a ticket, medical or region the
// controlled lists know is stored as its key, whatever way it was written ('BOSIET', 'bosiet/foet',
// 'BOSIET-FOET'), so profiles compare with jobs; anything else is kept as the worker wrote it.
import { MEDICAL_LABELS, TICKETS, TICKET_LABELS, type Medical, type Ticket } from "./extreme-work";
import { LOCATION_GROUPS, LOCATION_GROUP_LABELS, type LocationGroup } from "./location-groups";

/** Medicals a worker can hold: 'none' only describes a job that needs none. */
export const HELD_MEDICALS = ["oeuk", "eng1"] as const satisfies readonly Medical[];
export type HeldMedicalKey = (typeof HELD_MEDICALS)[number];

/** Short forms the trade uses for a ticket, beside its key and label. */
const TICKET_SHORT_FORMS: Record<Ticket, string[]> = {
  "bosiet-foet": ["BOSIET", "FOET"],
  "huet-ca-ebs": ["HUET", "CA-EBS"],
  "gwo-bst": ["GWO Basic Safety Training"],
  "irata-sprat": ["IRATA", "SPRAT"],
  opito: [],
  stcw: ["STCW 95", "STCW basic safety"],
  "first-aid": ["First aid at work", "FAW"],
};

const MEDICAL_SHORT_FORMS: Record<HeldMedicalKey, string[]> = {
  oeuk: ["OEUK", "OGUK", "OGUK/OEUK", "OEUK medical", "OGUK medical", "Offshore medical", "OEUK offshore medical"],
  eng1: ["ENG1", "ENG 1", "ENG1 medical"],
};

/** Letters and digits only, lower case: 'BOSIET/FOET', 'bosiet foet' and 'Bosiet-Foet' are one name. */
function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

function lookup<K extends string>(keys: readonly K[], forms: (key: K) => string[]): Map<string, K> {
  return new Map(keys.flatMap((key) => [key, ...forms(key)].map((form) => [squash(form), key] as const)));
}

const TICKET_NAMES = lookup(TICKETS, (t) => [TICKET_LABELS[t], ...TICKET_SHORT_FORMS[t]]);
const MEDICAL_NAMES = lookup(HELD_MEDICALS, (m) => [MEDICAL_LABELS[m], ...MEDICAL_SHORT_FORMS[m]]);
const REGION_NAMES = lookup(LOCATION_GROUPS, (g) => [LOCATION_GROUP_LABELS[g]]);

/** Free text as stored: trimmed, runs of spaces made one. */
export function cleanName(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** A ticket's stored name: its key when the list knows it, else the text as written. */
export function ticketName(text: string): string {
  return TICKET_NAMES.get(squash(text)) ?? cleanName(text);
}

export function medicalName(text: string): string {
  return MEDICAL_NAMES.get(squash(text)) ?? cleanName(text);
}

/** A region's stored name: a home-page location group's key when it names one, else the place as written. */
export function regionName(text: string): string {
  return REGION_NAMES.get(squash(text)) ?? cleanName(text);
}

export function isKnownTicket(name: string): name is Ticket {
  return (TICKETS as readonly string[]).includes(name);
}

export function isHeldMedical(name: string): name is HeldMedicalKey {
  return (HELD_MEDICALS as readonly string[]).includes(name);
}

export function isLocationGroupKey(name: string): name is LocationGroup {
  return (LOCATION_GROUPS as readonly string[]).includes(name);
}

/** What a person reads for a stored name. */
export const ticketLabel = (name: string) => (isKnownTicket(name) ? TICKET_LABELS[name] : name);
export const medicalLabel = (name: string) => (isHeldMedical(name) ? MEDICAL_LABELS[name] : name);
export const regionLabel = (name: string) => (isLocationGroupKey(name) ? LOCATION_GROUP_LABELS[name] : name);
