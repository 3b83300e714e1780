// Small zod pieces that several input schemas share.
import { z } from "zod";
import { httpUrl, imageUrl, notImageUrl, notWebUrl } from "../web-url";

/** Query strings send '' and 'all' for "no filter" (spec section 7): both mean absent. */
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" || v === "all" || v === null ? undefined : v), schema.optional());
}

export const uuidSchema = z.uuid({ message: "Invalid id" });

/** A link people will open, or '' for none; a required one adds its own non-empty check. */
export function webUrl(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .max(2000, `${label} is too long`)
    .refine((v) => v === "" || httpUrl(v) !== null, notWebUrl(label));
}

/** An optional image address (see imageUrl): '', null or absent mean none; stored in its normal form. */
export function optionalImageUrl(label: string) {
  return z
    .string()
    .trim()
    .max(1000, `${label} is too long`)
    .refine((v) => v === "" || imageUrl(v) !== null, notImageUrl(label))
    .optional()
    .nullable()
    .transform((v) => (v ? imageUrl(v) : null));
}
