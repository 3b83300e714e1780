// limit/offset for admin lists.
import { z } from "zod";
import { optionalFilter } from "./common";

export const pagingSchema = z.object({
  limit: optionalFilter(z.coerce.number().int().min(1).max(1000)).transform((v) => v ?? 500),
  offset: optionalFilter(z.coerce.number().int().min(0)).transform((v) => v ?? 0),
});
