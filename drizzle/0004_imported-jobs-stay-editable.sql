-- CSV imports once stored rows without a category as 'other' with no name, which no admin edit accepted.
-- They get the name the import now gives such rows (lib/csv-import.ts, UNSPECIFIED_CATEGORY).
UPDATE "jobs" SET "custom_category" = 'General' WHERE "category" = 'other' AND coalesce(trim("custom_category"), '') = '';
