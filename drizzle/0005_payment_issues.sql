CREATE TYPE "public"."payment_issue" AS ENUM('refunded', 'disputed', 'dispute_won', 'dispute_lost');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "issue" "payment_issue";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "issue_at" timestamp with time zone;