CREATE TABLE "app_user_claims" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_lookups" (
	"user_id" uuid NOT NULL,
	"found_user_id" uuid NOT NULL,
	"looked_up_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invite_lookups_user_id_found_user_id_pk" PRIMARY KEY("user_id","found_user_id")
);
--> statement-breakpoint
ALTER TABLE "app_user_claims" ADD CONSTRAINT "app_user_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_lookups" ADD CONSTRAINT "invite_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_lookups" ADD CONSTRAINT "invite_lookups_found_user_id_users_id_fk" FOREIGN KEY ("found_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;