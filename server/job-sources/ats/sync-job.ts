// A queued sync of one ATS source. A board that cannot be read throws (recorded on the source first), so the
// queue retries it; a source deleted or paused since it was queued is skipped, not failed.
import "server-only";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { isHttpError } from "../../http/errors";
import type { sourceSyncSchema } from "./sync-schema";
import { syncSource, type SyncCounts } from "./sync-source";

export async function runSourceSync(db: Db, { sourceId }: z.output<typeof sourceSyncSchema>): Promise<SyncCounts | { skipped: string }> {
  try {
    return await syncSource(db, sourceId);
  } catch (error) {
    if (isHttpError(error) && (error.status === 404 || error.status === 409)) return { skipped: error.message };
    throw error;
  }
}
