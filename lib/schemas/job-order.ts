// Job management's paged saves: one page of the order, or one job moved to a position.
import { z } from "zod";
import { ADMIN_PAGE_SIZE, pageQuery } from "./admin-lists";

export const JOB_ORDER_PAGE = ADMIN_PAGE_SIZE;

export const arrangePageSchema = z.object({
  offset: z.number().int().min(0).max(1_000_000),
  jobs: z
    .array(z.object({ id: z.uuid({ message: "Invalid job id" }), isFeatured: z.boolean() }))
    .min(1, "No jobs to arrange")
    .max(1000, "At most 1000 jobs at once")
    .refine((list) => new Set(list.map((j) => j.id)).size === list.length, "Each job may appear only once"),
});
export type ArrangePage = z.output<typeof arrangePageSchema>;

export const moveJobSchema = z.object({ position: z.number().int().min(1, "Positions start at 1").max(1_000_000) });
export type MoveJob = z.output<typeof moveJobSchema>;

export const orderPageSchema = z.object(pageQuery);
