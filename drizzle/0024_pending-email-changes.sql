CREATE TABLE "pending_email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_email_changes_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "pending_email_changes_cancel_token_hash_unique" UNIQUE("cancel_token_hash")
);
--> statement-breakpoint
ALTER TABLE "pending_email_changes" ADD CONSTRAINT "pending_email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_email_changes_user_idx" ON "pending_email_changes" USING btree ("user_id");