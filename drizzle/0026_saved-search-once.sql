-- An account that saved the same search more than once keeps the first it saved; the later copies (and any
-- push alerts turned on for a copy) go, as the unique index below cannot be built while they are there.
DELETE FROM "saved_searches" s USING (
  SELECT "id", row_number() OVER (PARTITION BY "user_id", md5(lower("filters"::text)) ORDER BY "created_at", "id") AS "n"
  FROM "saved_searches" WHERE "user_id" IS NOT NULL
) copies
WHERE s."id" = copies."id" AND copies."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_filters_key" ON "saved_searches" USING btree ("user_id",md5(lower("filters"::text))) WHERE "saved_searches"."user_id" is not null;
