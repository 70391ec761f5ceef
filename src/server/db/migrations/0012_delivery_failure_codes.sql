ALTER TABLE "notification_deliveries" ADD COLUMN "last_error_code" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "email_disabled_code" text;