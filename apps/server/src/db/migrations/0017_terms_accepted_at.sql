ALTER TABLE "employees" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
-- Whoever has accepted already keeps a date: their next prompt would be an update notice.
UPDATE "employees" SET "terms_accepted_at" = "updated_at" WHERE "is_cookies_saved";
