ALTER TABLE "employers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(contact_name, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(contact_email, '') || ' ' || translate(coalesce(contact_email, ''), '@.', '  ')), 'A') ||
  setweight(to_tsvector('simple', coalesce(notes, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "employers_search_idx" ON "employers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_admin_order_idx" ON "jobs" USING btree ("display_order" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");