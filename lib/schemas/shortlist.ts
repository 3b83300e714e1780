// The shortlist a signed-in browser sends to merge with the account's (docs/decisions/044).
import { z } from "zod";
import { MAX_IDS } from "../job-list-limits";
import { uuidSchema } from "./common";

export const shortlistMergeSchema = z.object({
  ids: z
    .array(uuidSchema, { error: "ids must be a list of job ids" })
    .max(MAX_IDS, `At most ${MAX_IDS} ids`)
    .transform((ids) => [...new Set(ids)]),
});
