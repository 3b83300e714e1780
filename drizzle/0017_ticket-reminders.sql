CREATE TABLE "ticket_reminder_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_reminder_sends" (
	"user_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"item_name" text NOT NULL,
	"expires_on" date NOT NULL,
	"threshold_days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_reminder_sends_user_id_item_kind_item_name_expires_on_threshold_days_pk" PRIMARY KEY("user_id","item_kind","item_name","expires_on","threshold_days")
);
--> statement-breakpoint
ALTER TABLE "ticket_reminder_opt_outs" ADD CONSTRAINT "ticket_reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reminder_sends" ADD CONSTRAINT "ticket_reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;