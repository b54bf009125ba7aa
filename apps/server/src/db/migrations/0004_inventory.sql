-- Inventory: the asset catalogue (categories, manufacturers, vendors, parts), move and material requests, warehouse
-- stock and scans, location links and associated sites, history (audit entries), domain events and counters.
CREATE TABLE "employee_sites" (
	"org_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_sites_employee_id_location_id_pk" PRIMARY KEY("employee_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "location_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "location_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"from_location_id" integer NOT NULL,
	"to_location_id" integer NOT NULL,
	"link_type" text NOT NULL,
	"description" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_dashboard_customisations" (
	"org_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"cards" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_dashboard_customisations_employee_id_pk" PRIMARY KEY("employee_id")
);
--> statement-breakpoint
CREATE TABLE "asset_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"domain" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manufacturers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"part_name" text NOT NULL,
	"category_id" integer NOT NULL,
	"manufacturer_id" integer,
	"serialized" boolean DEFAULT true NOT NULL,
	"description" text,
	"asset_label" text,
	"domain" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(part_number || ' ' || part_name || ' ' || coalesce(description, '') || ' ' || coalesce(domain, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"website" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_request_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_request_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"material_request_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"request_number" text NOT NULL,
	"location_id" integer NOT NULL,
	"needed_by" date,
	"notes" text,
	"status_id" integer DEFAULT 1 NOT NULL,
	"requested_by_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"warehouse_id" integer,
	"fulfilled_by_id" integer,
	"fulfilled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "move_request_items" (
	"org_id" integer NOT NULL,
	"move_request_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	CONSTRAINT "move_request_items_move_request_id_asset_id_pk" PRIMARY KEY("move_request_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "move_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "move_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"request_number" text NOT NULL,
	"from_location_id" integer NOT NULL,
	"to_location_id" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"reason" text,
	"requested_by_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"completed_by_id" integer,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"direction" text NOT NULL,
	"code" text NOT NULL,
	"asset_id" integer,
	"part_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"other_location_id" integer,
	"material_request_id" integer,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"serialized_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"actor_id" integer,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"concerns" integer[] DEFAULT '{}' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "org_sequences" (
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "org_sequences_org_id_name_pk" PRIMARY KEY("org_id","name")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "asset_tag_prefix" text DEFAULT 'AST' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "is_warehouse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "part_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "serialized" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "employee_sites" ADD CONSTRAINT "employee_sites_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_sites" ADD CONSTRAINT "employee_sites_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_sites" ADD CONSTRAINT "employee_sites_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_links" ADD CONSTRAINT "location_links_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_links" ADD CONSTRAINT "location_links_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_links" ADD CONSTRAINT "location_links_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_links" ADD CONSTRAINT "location_links_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_dashboard_customisations" ADD CONSTRAINT "asset_dashboard_customisations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_dashboard_customisations" ADD CONSTRAINT "asset_dashboard_customisations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_categories" ADD CONSTRAINT "asset_categories_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_items" ADD CONSTRAINT "material_request_items_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_items" ADD CONSTRAINT "material_request_items_material_request_id_material_requests_id_fk" FOREIGN KEY ("material_request_id") REFERENCES "public"."material_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_items" ADD CONSTRAINT "material_request_items_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_requested_by_id_employees_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_decided_by_id_employees_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_warehouse_id_locations_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_fulfilled_by_id_employees_id_fk" FOREIGN KEY ("fulfilled_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_request_items" ADD CONSTRAINT "move_request_items_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_request_items" ADD CONSTRAINT "move_request_items_move_request_id_move_requests_id_fk" FOREIGN KEY ("move_request_id") REFERENCES "public"."move_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_request_items" ADD CONSTRAINT "move_request_items_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_requested_by_id_employees_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_decided_by_id_employees_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_completed_by_id_employees_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_movements" ADD CONSTRAINT "warehouse_movements_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_movements" ADD CONSTRAINT "warehouse_movements_warehouse_id_locations_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_movements" ADD CONSTRAINT "warehouse_movements_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_movements" ADD CONSTRAINT "warehouse_movements_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_movements" ADD CONSTRAINT "warehouse_movements_other_location_id_locations_id_fk" FOREIGN KEY ("other_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_movements" ADD CONSTRAINT "warehouse_movements_material_request_id_material_requests_id_fk" FOREIGN KEY ("material_request_id") REFERENCES "public"."material_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_movements" ADD CONSTRAINT "warehouse_movements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_sequences" ADD CONSTRAINT "org_sequences_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_sites_org_location_idx" ON "employee_sites" USING btree ("org_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_links_uq" ON "location_links" USING btree ("org_id","from_location_id","to_location_id","link_type");--> statement-breakpoint
CREATE INDEX "location_links_org_from_idx" ON "location_links" USING btree ("org_id","from_location_id","id");--> statement-breakpoint
CREATE INDEX "location_links_org_to_idx" ON "location_links" USING btree ("org_id","to_location_id","id");--> statement-breakpoint
CREATE INDEX "location_links_org_updated_idx" ON "location_links" USING btree ("org_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_categories_org_name_uq" ON "asset_categories" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "asset_categories_org_code_uq" ON "asset_categories" USING btree ("org_id","code");--> statement-breakpoint
CREATE INDEX "asset_categories_org_updated_idx" ON "asset_categories" USING btree ("org_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_org_name_uq" ON "manufacturers" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "manufacturers_org_name_idx" ON "manufacturers" USING btree ("org_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_org_number_uq" ON "parts" USING btree ("org_id",lower("part_number"));--> statement-breakpoint
CREATE INDEX "parts_org_number_idx" ON "parts" USING btree ("org_id","part_number","id");--> statement-breakpoint
CREATE INDEX "parts_org_name_idx" ON "parts" USING btree ("org_id","part_name","id");--> statement-breakpoint
CREATE INDEX "parts_org_category_idx" ON "parts" USING btree ("org_id","category_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_org_name_uq" ON "vendors" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "vendors_org_name_idx" ON "vendors" USING btree ("org_id","name","id");--> statement-breakpoint
CREATE INDEX "material_request_items_request_idx" ON "material_request_items" USING btree ("org_id","material_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_requests_org_number_uq" ON "material_requests" USING btree ("org_id","request_number");--> statement-breakpoint
CREATE INDEX "material_requests_org_status_idx" ON "material_requests" USING btree ("org_id","status_id","id");--> statement-breakpoint
CREATE INDEX "material_requests_org_requested_idx" ON "material_requests" USING btree ("org_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "move_request_items_asset_idx" ON "move_request_items" USING btree ("org_id","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "move_requests_org_number_uq" ON "move_requests" USING btree ("org_id","request_number");--> statement-breakpoint
CREATE INDEX "move_requests_org_status_idx" ON "move_requests" USING btree ("org_id","status_id","id");--> statement-breakpoint
CREATE INDEX "move_requests_org_requested_idx" ON "move_requests" USING btree ("org_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "move_requests_org_updated_idx" ON "move_requests" USING btree ("org_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "warehouse_movements_org_warehouse_idx" ON "warehouse_movements" USING btree ("org_id","warehouse_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_stock_place_uq" ON "warehouse_stock" USING btree ("org_id","location_id","part_id");--> statement-breakpoint
CREATE INDEX "warehouse_stock_org_part_idx" ON "warehouse_stock" USING btree ("org_id","part_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("org_id","entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "domain_events_org_subject_idx" ON "domain_events" USING btree ("org_id","subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("processed_at","id");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_updated_by_id_employees_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_updated_by_id_employees_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_org_code_uq" ON "locations" USING btree ("org_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "assets_org_tag_uq" ON "assets" USING btree ("org_id",lower("asset_tag"));--> statement-breakpoint
CREATE UNIQUE INDEX "assets_org_part_serial_uq" ON "assets" USING btree ("org_id","part_id","serial_number") WHERE "assets"."serial_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_consumable_place_uq" ON "assets" USING btree ("org_id","part_id","location_id") WHERE not "assets"."serialized";--> statement-breakpoint
CREATE INDEX "assets_org_part_idx" ON "assets" USING btree ("org_id","part_id","id");