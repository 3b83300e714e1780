// The profile form's state and its two translations: from the profile the server answered, and to the body
// a PUT sends. Names the lists know are picked from a select; anything else is 'Other' with its text.
import type { ProfileInput, WorkerProfile } from "@/lib/schemas/profile";
import type { Rotation } from "@/lib/extreme-work";
import { isHeldMedical, isKnownTicket, isLocationGroupKey } from "@/lib/profile-names";
import type { LocationGroup } from "@/lib/location-groups";
import type { SalaryUnit } from "@/lib/pay";

export const OTHER = "other";

/** One ticket or medical row: `choice` is a list key, OTHER, or '' before one is picked. */
export type ItemRow = { id: number; choice: string; other: string; number: string; expiresOn: string };

export type ProfileDraft = {
  roles: string;
  tickets: ItemRow[];
  medicals: ItemRow[];
  availableFrom: string;
  rotations: Rotation[];
  minPayAmount: string;
  minPayUnit: SalaryUnit;
  regionGroups: LocationGroup[];
  otherRegions: string;
  needsSponsorship: boolean;
};

let nextRowId = 0;

export function newRow(fields: Partial<Omit<ItemRow, "id">> = {}): ItemRow {
  return { id: ++nextRowId, choice: "", other: "", number: "", expiresOn: "", ...fields };
}

const rowFor = (known: (name: string) => boolean, name: string, rest: Partial<ItemRow>) =>
  newRow({ ...(known(name) ? { choice: name } : { choice: OTHER, other: name }), ...rest });

const list = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

export function draftFrom(profile: WorkerProfile): ProfileDraft {
  return {
    roles: profile.roles.join(", "),
    tickets: profile.tickets.map((t) => rowFor(isKnownTicket, t.name, { number: t.number ?? "", expiresOn: t.expiresOn ?? "" })),
    medicals: profile.medicals.map((m) => rowFor(isHeldMedical, m.name, { expiresOn: m.expiresOn ?? "" })),
    availableFrom: profile.availableFrom ?? "",
    rotations: profile.rotations,
    minPayAmount: profile.minPay ? String(profile.minPay.amount) : "",
    minPayUnit: profile.minPay?.unit ?? "day",
    regionGroups: profile.regions.filter(isLocationGroupKey),
    otherRegions: profile.regions.filter((r) => !isLocationGroupKey(r)).join(", "),
    needsSponsorship: profile.needsSponsorship,
  };
}

const rowName = (row: ItemRow) => (row.choice === OTHER ? row.other : row.choice);
/** A row left as it was added, with nothing chosen or typed, is not sent. */
const isBlank = (row: ItemRow) => !rowName(row).trim() && !row.number.trim() && !row.expiresOn;

export function bodyFrom(draft: ProfileDraft): ProfileInput {
  const amount = draft.minPayAmount.trim();
  return {
    roles: list(draft.roles),
    tickets: draft.tickets
      .filter((row) => !isBlank(row))
      .map((row) => ({ name: rowName(row), number: row.number, expiresOn: row.expiresOn })),
    medicals: draft.medicals.filter((row) => !isBlank(row)).map((row) => ({ name: rowName(row), expiresOn: row.expiresOn })),
    availableFrom: draft.availableFrom,
    rotations: draft.rotations,
    // The server says what is wrong with an amount that is not a whole number.
    minPay: amount ? { amount: Number(amount.replace(/[£,\s]/g, "")), unit: draft.minPayUnit } : null,
    regions: [...draft.regionGroups, ...list(draft.otherRegions)],
    needsSponsorship: draft.needsSponsorship,
  };
}
