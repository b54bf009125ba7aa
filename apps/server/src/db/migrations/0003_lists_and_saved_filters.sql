CREATE TABLE "grid_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grid_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"grid_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"filter_model" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_model" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"column_state" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"filter_type_id" integer NOT NULL,
	"search_query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "locations_org_parent_idx";--> statement-breakpoint
DROP INDEX "locations_org_code_idx";--> statement-breakpoint
DROP INDEX "assets_org_location_idx";--> statement-breakpoint
DROP INDEX "assets_org_tag_idx";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(code || ' ' || name || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(asset_tag || ' ' || name || ' ' || category || ' ' || coalesce(manufacturer, '') || ' ' || coalesce(model, '') || ' ' || coalesce(serial_number, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "grid_filters" ADD CONSTRAINT "grid_filters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grid_filters" ADD CONSTRAINT "grid_filters_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_filters" ADD CONSTRAINT "search_filters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_filters" ADD CONSTRAINT "search_filters_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grid_filters_employee_grid_name_uq" ON "grid_filters" USING btree ("employee_id","grid_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "search_filters_employee_type_uq" ON "search_filters" USING btree ("employee_id","filter_type_id");--> statement-breakpoint
CREATE INDEX "search_filters_org_idx" ON "search_filters" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "locations_org_level_idx" ON "locations" USING btree ("org_id","level_id","id");--> statement-breakpoint
CREATE INDEX "locations_org_updated_idx" ON "locations" USING btree ("org_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "assets_org_name_idx" ON "assets" USING btree ("org_id","name","id");--> statement-breakpoint
CREATE INDEX "assets_org_updated_idx" ON "assets" USING btree ("org_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "assets_org_status_idx" ON "assets" USING btree ("org_id","status_id","id");--> statement-breakpoint
CREATE INDEX "assets_org_category_idx" ON "assets" USING btree ("org_id","category","id");--> statement-breakpoint
CREATE INDEX "locations_org_parent_idx" ON "locations" USING btree ("org_id","parent_id","id");--> statement-breakpoint
CREATE INDEX "locations_org_code_idx" ON "locations" USING btree ("org_id","code","id");--> statement-breakpoint
CREATE INDEX "assets_org_location_idx" ON "assets" USING btree ("org_id","location_id","id");--> statement-breakpoint
CREATE INDEX "assets_org_tag_idx" ON "assets" USING btree ("org_id","asset_tag","id");--> statement-breakpoint
-- Trigram indexes make the lists' search and text filters (contains, starts with, equals … any case) index
-- lookups on PostgreSQL. The embedded database may not have pg_trgm: there the lists filter by scanning, which its
-- small data allows.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: list text filters run without trigram indexes';
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "assets_search_trgm_idx" ON "assets" USING gin ("search_text" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "locations_search_trgm_idx" ON "locations" USING gin ("search_text" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "assets_name_trgm_idx" ON "assets" USING gin ("name" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "assets_tag_trgm_idx" ON "assets" USING gin ("asset_tag" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "assets_category_trgm_idx" ON "assets" USING gin ("category" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "assets_serial_trgm_idx" ON "assets" USING gin ("serial_number" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "assets_manufacturer_trgm_idx" ON "assets" USING gin ("manufacturer" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "locations_name_trgm_idx" ON "locations" USING gin ("name" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "locations_code_trgm_idx" ON "locations" USING gin ("code" gin_trgm_ops);
  END IF;
END
$$;
