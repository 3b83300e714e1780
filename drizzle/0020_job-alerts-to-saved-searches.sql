-- Every job alert still wanted becomes a weekly saved search of its address (decision 112): the same id
-- (its unsubscribe links name it), the same token hashes (confirmation and unsubscribe links already sent
-- keep working), its settings and any settings awaiting confirmation as saved-search filters, and as its
-- watermark the last weekly digest its address was sent (or a week ago), so the next email carries on.
-- Alerts unsubscribed from are not carried over: unsubscribing now removes a saved search.
INSERT INTO "saved_searches" (
	"id", "email", "filters", "pending_filters", "frequency", "confirmation_token_hash", "confirmation_sent_at",
	"confirmed_at", "unsubscribe_token_hash", "last_sent_at", "created_at", "updated_at"
)
SELECT
	a."id",
	a."email",
	jsonb_strip_nulls(jsonb_build_object(
		'salaryMin', a."settings"->'salary',
		'alertLocation', nullif(a."settings"->>'location', 'global'),
		'categories', CASE WHEN jsonb_array_length(coalesce(a."settings"->'categories', '[]'::jsonb)) > 0 THEN a."settings"->'categories' END,
		'maxRisk', a."settings"->'maxRisk',
		'travelPaid', CASE WHEN a."settings"->>'travelPaid' = 'true' THEN 'true'::jsonb END
	)),
	CASE WHEN a."pending_settings" IS NOT NULL THEN jsonb_strip_nulls(jsonb_build_object(
		'salaryMin', a."pending_settings"->'salary',
		'alertLocation', nullif(a."pending_settings"->>'location', 'global'),
		'categories', CASE WHEN jsonb_array_length(coalesce(a."pending_settings"->'categories', '[]'::jsonb)) > 0 THEN a."pending_settings"->'categories' END,
		'maxRisk', a."pending_settings"->'maxRisk',
		'travelPaid', CASE WHEN a."pending_settings"->>'travelPaid' = 'true' THEN 'true'::jsonb END
	)) END,
	'weekly',
	a."confirmation_token_hash",
	a."confirmation_sent_at",
	a."confirmed_at",
	a."unsubscribe_token_hash",
	coalesce(
		(SELECT max(d."sent_at") FROM "digest_sends" d WHERE d."email" = a."email" AND d."status" = 'sent'),
		now() - interval '7 days'
	),
	a."created_at",
	a."updated_at"
FROM "job_alerts" a
WHERE a."unsubscribed_at" IS NULL;
