// The worker's profile (GET/PUT /api/user/profile): what they hold, when they are free, what they want.
// A PUT replaces the whole profile; names are stored as lib/profile-names.ts decides (docs/decisions/110).
import { z } from "zod";
import { ROTATIONS, ROTATION_SHORT } from "../extreme-work";
import { MAX_SALARY } from "../job-fields";
import { SALARY_UNITS } from "../pay";
import { cleanName, medicalLabel, medicalName, regionName, ticketLabel, ticketName } from "../profile-names";

export const PROFILE_LIMITS = { roles: 20, tickets: 30, medicals: 10, regions: 20, name: 80, number: 60 } as const;

/** Blank text, null and absent all mean "not given" for an optional field. */
const absent = (v: unknown) => ((typeof v === "string" && v.trim() === "") || v === null ? undefined : v);

// Years a person's dates fall in; also keeps year 0000, which the format allows and Postgres refuses, out.
const YEARS = { min: 1900, max: 2199 };

const isoDate = (label: string) =>
  z.preprocess(
    absent,
    z.iso
      .date({ error: `${label} must be a real date written YYYY-MM-DD` })
      .refine((v) => {
        const year = Number(v.slice(0, 4));
        return year >= YEARS.min && year <= YEARS.max;
      }, `${label} must be between ${YEARS.min} and ${YEARS.max}`)
      .optional(),
  );

const nameText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .transform(cleanName)
    .pipe(z.string().min(1, `${label} is required`).max(PROFILE_LIMITS.name, `${label} is at most ${PROFILE_LIMITS.name} characters`));

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(max, `At most ${max} ${label.toLowerCase()}`)
    .default([]);

/** Refuses a list naming one thing twice, by its stored name, in words a person reads. */
function once<T>(label: (name: string) => string, nameOf: (item: T) => string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const item of items) {
      const name = nameOf(item);
      if (seen.has(name)) ctx.addIssue({ code: "custom", message: `${label(name)} is listed twice` });
      seen.add(name);
    }
  };
}

const ticketSchema = z.object({
  name: nameText("Ticket name").transform(ticketName),
  number: z.preprocess(
    absent,
    z
      .string({ error: "Ticket number must be text" })
      .trim()
      .max(PROFILE_LIMITS.number, `Ticket number is at most ${PROFILE_LIMITS.number} characters`)
      .optional(),
  ),
  expiresOn: isoDate("Ticket expiry"),
});

const medicalSchema = z.object({
  name: nameText("Medical name").transform(medicalName),
  expiresOn: isoDate("Medical expiry"),
});

const minPaySchema = z.object({
  amount: z
    .number({ error: "Minimum pay must be a number" })
    .int("Minimum pay must be a whole number of pounds")
    .min(1, "Minimum pay must be at least £1")
    .max(MAX_SALARY, "Minimum pay is too high"),
  unit: z.enum(SALARY_UNITS, { error: "Minimum pay is per year or per day" }),
});

export const profileInputSchema = z.object({
  roles: list(nameText("Role"), "Roles", PROFILE_LIMITS.roles).transform((roles) => [...new Set(roles)]),
  tickets: list(ticketSchema, "Tickets", PROFILE_LIMITS.tickets).superRefine(once(ticketLabel, (t) => t.name)),
  medicals: list(medicalSchema, "Medicals", PROFILE_LIMITS.medicals).superRefine(once(medicalLabel, (m) => m.name)),
  availableFrom: isoDate("Available from"),
  rotations: list(
    z.enum(ROTATIONS, { error: `Rotations must be among ${ROTATIONS.map((r) => ROTATION_SHORT[r]).join(", ")}` }),
    "Rotations",
    ROTATIONS.length,
  ).transform((rotations) => ROTATIONS.filter((r) => rotations.includes(r))),
  minPay: z.preprocess(absent, minPaySchema.optional()),
  regions: list(nameText("Region").transform(regionName), "Regions", PROFILE_LIMITS.regions).transform((regions) => [...new Set(regions)]),
  needsSponsorship: z.boolean({ error: "Needs sponsorship must be true or false" }).default(false),
});

export type ProfileInput = z.input<typeof profileInputSchema>;
/** A profile as stored and answered: optional facts are absent when not given. */
export type WorkerProfile = z.output<typeof profileInputSchema>;

/** The answer's shape, for the API description and the HTTP suite's conformance checks. */
export const profileAnswerSchema = z.object({
  roles: z.array(z.string()),
  tickets: z
    .array(z.object({ name: z.string(), number: z.string().optional(), expiresOn: z.iso.date().optional() }))
    .describe("name: a key of the controlled ticket list when known (e.g. bosiet-foet), else free text"),
  medicals: z
    .array(z.object({ name: z.string(), expiresOn: z.iso.date().optional() }))
    .describe("name: oeuk or eng1 when known, else free text"),
  availableFrom: z.iso.date().optional(),
  rotations: z.array(z.enum(ROTATIONS)),
  minPay: z.object({ amount: z.number().int(), unit: z.enum(SALARY_UNITS) }).optional(),
  regions: z.array(z.string()).describe("A home-page location group (arctic, offshore, mining, international) when named, else free text"),
  needsSponsorship: z.boolean(),
});

export const EMPTY_PROFILE: WorkerProfile = {
  roles: [],
  tickets: [],
  medicals: [],
  rotations: [],
  regions: [],
  needsSponsorship: false,
};
