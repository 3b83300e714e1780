// The payloads of an instant saved search's jobs: the fan-out of a job that joined the board, and the
// email of one search it fits, made when it is sent.
import "server-only";
import { z } from "zod";

export const fanOutSchema = z.object({ jobId: z.uuid() });

export const instantMailSchema = z.object({ searchId: z.uuid(), jobId: z.uuid() });
export type InstantMail = z.output<typeof instantMailSchema>;
