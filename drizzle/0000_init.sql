CREATE TYPE "public"."contact_quality" AS ENUM('direct_email', 'general_email', 'phone_only', 'careers_page', 'no_contact');--> statement-breakpoint
CREATE TYPE "public"."contract_type" AS ENUM('full-time', 'part-time', 'contract', 'freelance', 'internship');--> statement-breakpoint
CREATE TYPE "public"."danger_level" AS ENUM('low', 'medium', 'high', 'extreme');--> statement-breakpoint
CREATE TYPE "public"."lead_source" AS ENUM('seed', 'paid', 'organic');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."plan_type" AS ENUM('starter', 'professional', 'premium');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('pending', 'investigating', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'admin', 'employer');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"category" text,
	"label" text,
	"path" text,
	"user_agent" text,
	"ip_hash" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bespoke_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"title" text,
	"description" text,
	"offer_type" text NOT NULL,
	"original_price" integer,
	"discounted_price" integer,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"job_listings_included" integer DEFAULT 1 NOT NULL,
	"featured_placement_days" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"terms" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_date" timestamp with time zone,
	"viewed_date" timestamp with time zone,
	"responded_date" timestamp with time zone,
	"stripe_payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broken_link_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"reported_by" text,
	"report_reason" text DEFAULT 'Broken or non-functional link' NOT NULL,
	"status" "report_status" DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outreach" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"bespoke_offer_id" uuid,
	"subject" text NOT NULL,
	"email_body" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_email" text NOT NULL,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"status" text DEFAULT 'sent' NOT NULL,
	"follow_up_scheduled" timestamp with time zone,
	"follow_up_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"industry" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"logo_url" text,
	"contact_quality" "contact_quality" DEFAULT 'no_contact' NOT NULL,
	"contacted" boolean DEFAULT false NOT NULL,
	"contacted_date" timestamp with time zone,
	"converted" boolean DEFAULT false NOT NULL,
	"converted_date" timestamp with time zone,
	"notes" text,
	"source" "lead_source" DEFAULT 'organic' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"settings" jsonb NOT NULL,
	"confirmation_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_token_hash" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_email_unique" UNIQUE("email"),
	CONSTRAINT "job_alerts_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash"),
	CONSTRAINT "job_alerts_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE TABLE "job_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"click_type" text NOT NULL,
	"user_agent" text,
	"ip_hash" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"employer_id" uuid,
	"employer_profile_id" uuid,
	"company_description" text,
	"location" text NOT NULL,
	"contract_type" "contract_type" DEFAULT 'full-time' NOT NULL,
	"hours_per_week" integer,
	"salary_min" integer NOT NULL,
	"salary_max" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requirements" text,
	"benefits" text,
	"how_to_apply" text,
	"category" text NOT NULL,
	"custom_category" text,
	"danger_level" "danger_level" DEFAULT 'medium' NOT NULL,
	"application_url" text NOT NULL,
	"application_start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"application_closing_date" timestamp with time zone NOT NULL,
	"interview_date" timestamp with time zone,
	"start_date" timestamp with time zone,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"plan_type" "plan_type" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_intent_id" text,
	"company_logo_url" text,
	"swipe_card_image_url" text,
	"company_website" text,
	"company_social_links" text,
	"seed_job" boolean DEFAULT false NOT NULL,
	"source_url" text,
	"contact_name" text,
	"contact_email" text,
	"link_status" text,
	"crm_status" text,
	"outreach_notes" text,
	"apply_clicks" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(company, '')), 'A') ||
  setweight(to_tsvector('english', replace(coalesce(category, ''), '-', ' ') || ' ' || coalesce(custom_category, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(location, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"user_agent" text,
	"ip_hash" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"intent_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_type" "plan_type" NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"display_username" text,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"company_name" text,
	"company_website" text,
	"company_description" text,
	"company_logo_url" text,
	"company_social_links" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" real NOT NULL,
	"rating" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bespoke_offers" ADD CONSTRAINT "bespoke_offers_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bespoke_offers" ADD CONSTRAINT "bespoke_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broken_link_reports" ADD CONSTRAINT "broken_link_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broken_link_reports" ADD CONSTRAINT "broken_link_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outreach" ADD CONSTRAINT "email_outreach_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outreach" ADD CONSTRAINT "email_outreach_bespoke_offer_id_bespoke_offers_id_fk" FOREIGN KEY ("bespoke_offer_id") REFERENCES "public"."bespoke_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_clicks" ADD CONSTRAINT "job_clicks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_profile_id_employers_id_fk" FOREIGN KEY ("employer_profile_id") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "analytics_events_time_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bespoke_offers_employer_idx" ON "bespoke_offers" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "broken_link_reports_status_idx" ON "broken_link_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "broken_link_reports_job_idx" ON "broken_link_reports" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "email_outreach_employer_idx" ON "email_outreach" USING btree ("employer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employers_name_key" ON "employers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "employers_source_idx" ON "employers" USING btree ("source");--> statement-breakpoint
CREATE INDEX "employers_created_idx" ON "employers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_alerts_confirmed_idx" ON "job_alerts" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "job_clicks_job_idx" ON "job_clicks" USING btree ("job_id","click_type");--> statement-breakpoint
CREATE INDEX "job_clicks_time_idx" ON "job_clicks" USING btree ("clicked_at");--> statement-breakpoint
CREATE INDEX "jobs_newest_idx" ON "jobs" USING btree ("display_order" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_oldest_idx" ON "jobs" USING btree ("created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_popular_idx" ON "jobs" USING btree ("apply_clicks" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_closing_idx" ON "jobs" USING btree ("application_closing_date","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_salary_max_idx" ON "jobs" USING btree ("salary_max" DESC NULLS FIRST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_salary_min_idx" ON "jobs" USING btree ("salary_min","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("category","display_order" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_featured_idx" ON "jobs" USING btree ("display_order" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE is_active and is_featured;--> statement-breakpoint
CREATE INDEX "jobs_listed_expiry_idx" ON "jobs" USING btree ("expires_at") WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_employer_idx" ON "jobs" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "jobs_employer_profile_idx" ON "jobs" USING btree ("employer_profile_id");--> statement-breakpoint
CREATE INDEX "page_views_time_idx" ON "page_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_key" ON "payments" USING btree ("provider","intent_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "web_vitals_name_time_idx" ON "web_vitals" USING btree ("name","created_at");