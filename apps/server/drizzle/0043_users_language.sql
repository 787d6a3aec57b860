ALTER TABLE "registrations" ADD COLUMN "language" varchar(2) DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_language_check" CHECK ("registrations"."language" in ('ru', 'ky', 'en'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('ru', 'ky', 'en'));