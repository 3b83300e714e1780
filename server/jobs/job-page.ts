// The job page's data: a listed job by an id from the address, or null for anything else.
import "server-only";
import { cache } from "react";
import { uuidSchema } from "@/lib/schemas/common";
import { getDb } from "../runtime";
import { cachedJob } from "./cached-reads";
import { isClosedJob } from "./closed-jobs";

/** Once per render: the page and its metadata both ask. */
export const jobForPage = cache(async (id: string) => {
  if (!uuidSchema.safeParse(id).success) return null;
  return cachedJob(await getDb(), id);
});

/** A job that is not listed but has closed has its own page; anything else unlisted is unknown. */
export const isClosedJobPage = cache(async (id: string): Promise<boolean> => {
  return uuidSchema.safeParse(id).success && isClosedJob(await getDb(), id);
});
