CREATE TYPE "public"."saved_search_frequency" AS ENUM('instant', 'daily', 'weekly');--> statement-breakpoint
CREATE TABLE "saved_search_sends" (
	"saved_search_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_sends_saved_search_id_job_id_pk" PRIMARY KEY("saved_search_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"filters" jsonb NOT NULL,
	"search_query" text,
	"pending_filters" jsonb,
	"frequency" "saved_search_frequency" NOT NULL,
	"confirmation_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash"),
	CONSTRAINT "saved_searches_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "saved_searches_owner" CHECK (("saved_searches"."user_id" is null) <> ("saved_searches"."email" is null))
);
--> statement-breakpoint
ALTER TABLE "saved_search_sends" ADD CONSTRAINT "saved_search_sends_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sends" ADD CONSTRAINT "saved_search_sends_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_sends_job_idx" ON "saved_search_sends" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency","last_sent_at") WHERE "saved_searches"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email");