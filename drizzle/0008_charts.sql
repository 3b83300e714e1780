CREATE INDEX "employers_contacted_idx" ON "employers" USING btree ("contacted_date");--> statement-breakpoint
CREATE INDEX "employers_converted_idx" ON "employers" USING btree ("converted_date");