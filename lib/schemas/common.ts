// Small zod pieces that several input schemas share.
import { z } from "zod";

/** Query strings send '' and 'all' for "no filter" (spec section 7): both mean absent. */
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" || v === "all" || v === null ? undefined : v), schema.optional());
}

export const uuidSchema = z.uuid({ message: "Invalid id" });
