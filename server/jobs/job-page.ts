// The job page's data: a listed job by an id from the address, or null for anything else.
import "server-only";
import { uuidSchema } from "@/lib/schemas/common";
import { getDb } from "../runtime";
import { cachedJob } from "./cached-reads";

export async function jobForPage(id: string) {
  if (!uuidSchema.safeParse(id).success) return null;
  return cachedJob(await getDb(), id);
}
