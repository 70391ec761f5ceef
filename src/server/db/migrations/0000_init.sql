CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid,
	"event_type" text DEFAULT 'FUNPLANS_EVENT' NOT NULL,
	"event_title" text,
	"event_activity" text,
	"event_notes" text,
	"event_date" date NOT NULL,
	"event_time_slot" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_from_external_event_id" text,
	"external_calendar_event_integration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ignore_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"match_pattern" text NOT NULL,
	"which_events_to_ignore" text NOT NULL,
	"created_from_external_event_id" text,
	"created_from_external_integration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"integration_type" text NOT NULL,
	"integration_status" text DEFAULT 'NOT_VERIFIED' NOT NULL,
	"active_calendar_id" text,
	"active_calendar_name" text,
	"active_calendar_color" text,
	"access_token" text,
	"refresh_token" text,
	"access_token_expires_at" timestamp with time zone,
	"oauth_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"person_name" text NOT NULL,
	"person_avatar" text DEFAULT 'avatar_male_1' NOT NULL,
	"person_color" text DEFAULT '#A9DEF9' NOT NULL,
	"person_notes" text,
	"meet_frequency" text NOT NULL,
	"external_messaging_platform" text,
	"external_messaging_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposed_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"proposed_plan_title" text NOT NULL,
	"proposed_plan_time_slots" jsonb NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"plan_outcome_date" date,
	"plan_outcome_time_slot" text,
	"share_code" text NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposed_plan_id" uuid NOT NULL,
	"reaction_type" text DEFAULT 'reacted' NOT NULL,
	"accepted_time_slots" jsonb NOT NULL,
	"reactor_name" text NOT NULL,
	"reaction_notes" text,
	"reacted_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"recurring_event_name" text NOT NULL,
	"recurring_event_month" smallint NOT NULL,
	"recurring_event_day" smallint NOT NULL,
	"recurring_event_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_events_month_check" CHECK ("recurring_events"."recurring_event_month" between 1 and 12),
	CONSTRAINT "recurring_events_day_check" CHECK ("recurring_events"."recurring_event_day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"remember_me" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_user_id" uuid NOT NULL,
	"requester_person_id" uuid,
	"target_user_id" uuid NOT NULL,
	"target_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_connections_not_self" CHECK ("user_connections"."requester_user_id" <> "user_connections"."target_user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text,
	"birth_date" date,
	"country" text,
	"city" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"user_avatar" text DEFAULT 'avatar_male_1' NOT NULL,
	"user_color" text DEFAULT '#A9DEF9' NOT NULL,
	"rights" text DEFAULT 'USER' NOT NULL,
	"pricing_plan" text DEFAULT 'TRIAL' NOT NULL,
	"trial_expiration_date" date,
	"user_invite_code" text NOT NULL,
	"signup_origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_admin_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "weather_cache" (
	"lat" double precision NOT NULL,
	"long" double precision NOT NULL,
	"forecast" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weather_cache_lat_long_pk" PRIMARY KEY("lat","long")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_external_calendar_event_integration_id_integrations_id_fk" FOREIGN KEY ("external_calendar_event_integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ignore_rules" ADD CONSTRAINT "ignore_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ignore_rules" ADD CONSTRAINT "ignore_rules_created_from_external_integration_id_integrations_id_fk" FOREIGN KEY ("created_from_external_integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_plans" ADD CONSTRAINT "proposed_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_plans" ADD CONSTRAINT "proposed_plans_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposed_plans" ADD CONSTRAINT "proposed_plans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_proposed_plan_id_proposed_plans_id_fk" FOREIGN KEY ("proposed_plan_id") REFERENCES "public"."proposed_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_reacted_by_user_id_users_id_fk" FOREIGN KEY ("reacted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_events" ADD CONSTRAINT "recurring_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_events" ADD CONSTRAINT "recurring_events_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_connections" ADD CONSTRAINT "user_connections_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_connections" ADD CONSTRAINT "user_connections_requester_person_id_people_id_fk" FOREIGN KEY ("requester_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_connections" ADD CONSTRAINT "user_connections_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_connections" ADD CONSTRAINT "user_connections_target_person_id_people_id_fk" FOREIGN KEY ("target_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deleted_by_admin_user_id_users_id_fk" FOREIGN KEY ("deleted_by_admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_user_date_idx" ON "events" USING btree ("user_id","event_date");--> statement-breakpoint
CREATE INDEX "events_person_date_idx" ON "events" USING btree ("person_id","event_date");--> statement-breakpoint
CREATE INDEX "ignore_rules_user_idx" ON "ignore_rules" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "integrations_user_idx" ON "integrations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_oauth_state_key" ON "integrations" USING btree ("oauth_state");--> statement-breakpoint
CREATE INDEX "people_user_idx" ON "people" USING btree ("user_id","person_name");--> statement-breakpoint
CREATE UNIQUE INDEX "proposed_plans_share_code_key" ON "proposed_plans" USING btree ("share_code");--> statement-breakpoint
CREATE INDEX "proposed_plans_user_idx" ON "proposed_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "proposed_plans_person_idx" ON "proposed_plans" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "reactions_plan_idx" ON "reactions" USING btree ("proposed_plan_id","created_at");--> statement-breakpoint
CREATE INDEX "reactions_user_idx" ON "reactions" USING btree ("reacted_by_user_id");--> statement-breakpoint
CREATE INDEX "recurring_events_user_idx" ON "recurring_events" USING btree ("user_id","recurring_event_month","recurring_event_day");--> statement-breakpoint
CREATE INDEX "recurring_events_person_idx" ON "recurring_events" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_connections_pair_key" ON "user_connections" USING btree (least("requester_user_id", "target_user_id"),greatest("requester_user_id", "target_user_id"));--> statement-breakpoint
CREATE INDEX "user_connections_target_idx" ON "user_connections" USING btree ("target_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_code_key" ON "users" USING btree ("user_invite_code");