// The payload of a saved-search fan-out: the job that joined the board.
import "server-only";
import { z } from "zod";

export const fanOutSchema = z.object({ jobId: z.uuid() });
