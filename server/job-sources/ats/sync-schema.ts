// What a queued ATS sync carries: the source to read.
import "server-only";
import { z } from "zod";

export const sourceSyncSchema = z.object({ sourceId: z.uuid() });
