-- A closing date is a UK day, open until its end (docs/decisions/117). Rows written before kept a closing
-- day as its first moment, 00:00 UTC: each moves to the last moment of that same day in London, and so does
-- a paid term or a pending extension that ended there, so every employer keeps the day they chose. Any
-- other moment (a CSV import's, the demo data's) is left as it is.
UPDATE "jobs" SET "application_closing_date" = (("application_closing_date" AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'Europe/London' - interval '1 millisecond'
WHERE "application_closing_date" = date_trunc('day', "application_closing_date" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
--> statement-breakpoint
UPDATE "jobs" SET "expires_at" = (("expires_at" AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'Europe/London' - interval '1 millisecond'
WHERE "expires_at" = date_trunc('day', "expires_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
--> statement-breakpoint
UPDATE "payments" SET "extends_to" = (("extends_to" AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'Europe/London' - interval '1 millisecond'
WHERE "extends_to" = date_trunc('day', "extends_to" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
