-- Google Indexing API publish requests per UTC day, counted here so every instance shares the daily quota (decision 104).
CREATE TABLE "indexing_quota" (
	"day" date PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
