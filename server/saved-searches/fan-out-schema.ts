// The payloads of instant saved searches' jobs: the fan-out of jobs that joined the board together (one
// publication, or up to this many rows of one import), and the email of one search they fit, made when
// it is sent.
import "server-only";
import { z } from "zod";

export const JOBS_PER_FAN_OUT = 100;

const jobIds = z.array(z.uuid()).min(1).max(JOBS_PER_FAN_OUT);

export const fanOutSchema = z.object({ jobIds });

export const instantMailSchema = z.object({ searchId: z.uuid(), jobIds });
export type InstantMail = z.output<typeof instantMailSchema>;
