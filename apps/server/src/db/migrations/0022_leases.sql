CREATE TABLE "lease_form_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lease_form_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"label" text NOT NULL,
	"field_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_form_values" (
	"lease_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_form_values_lease_id_field_id_pk" PRIMARY KEY("lease_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "lease_parties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lease_parties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_spaces" (
	"lease_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"area_sqm" numeric(12, 2),
	CONSTRAINT "lease_spaces_lease_id_location_id_pk" PRIMARY KEY("lease_id","location_id")
);
--> statement-breakpoint
DROP INDEX "leases_org_status_idx";--> statement-breakpoint
ALTER TABLE "lease_billing_periods" ADD COLUMN "paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "lease_billing_periods" ADD COLUMN "submitted_by_id" integer;--> statement-breakpoint
ALTER TABLE "lease_billing_periods" ADD COLUMN "approved_by_id" integer;--> statement-breakpoint
ALTER TABLE "lease_billing_periods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lease_payments" ADD COLUMN "recorded_by_id" integer;--> statement-breakpoint
ALTER TABLE "lease_payments" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "lessor_party_id" integer;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "lessee_party_id" integer;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "area_sqm" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "escalation_kind" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "escalation_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "escalation_every_months" integer;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "escalation_from" date;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "notice_months" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "next_payment_due" date;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "next_payment_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "arrears" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(lease_number || ' ' || lessor || ' ' || lessee || ' ' || coalesce(description, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "lease_form_fields" ADD CONSTRAINT "lease_form_fields_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_form_values" ADD CONSTRAINT "lease_form_values_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_form_values" ADD CONSTRAINT "lease_form_values_field_id_lease_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."lease_form_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_form_values" ADD CONSTRAINT "lease_form_values_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_parties" ADD CONSTRAINT "lease_parties_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_spaces" ADD CONSTRAINT "lease_spaces_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_spaces" ADD CONSTRAINT "lease_spaces_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_spaces" ADD CONSTRAINT "lease_spaces_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_form_fields_org_idx" ON "lease_form_fields" USING btree ("org_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_parties_org_name_uq" ON "lease_parties" USING btree ("org_id",lower("name"));--> statement-breakpoint
ALTER TABLE "lease_billing_periods" ADD CONSTRAINT "lease_billing_periods_submitted_by_id_employees_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_billing_periods" ADD CONSTRAINT "lease_billing_periods_approved_by_id_employees_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_payments" ADD CONSTRAINT "lease_payments_recorded_by_id_employees_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_lessor_party_id_lease_parties_id_fk" FOREIGN KEY ("lessor_party_id") REFERENCES "public"."lease_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_lessee_party_id_lease_parties_id_fk" FOREIGN KEY ("lessee_party_id") REFERENCES "public"."lease_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_updated_by_id_employees_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lease_payments_org_request_uq" ON "lease_payments" USING btree ("org_id","request_id");--> statement-breakpoint
CREATE INDEX "leases_org_number_idx" ON "leases" USING btree ("org_id","lease_number","id");--> statement-breakpoint
CREATE INDEX "leases_org_end_idx" ON "leases" USING btree ("org_id","end_date","id");--> statement-breakpoint
CREATE INDEX "leases_org_next_due_idx" ON "leases" USING btree ("org_id","next_payment_due","id");--> statement-breakpoint
CREATE INDEX "leases_org_updated_idx" ON "leases" USING btree ("org_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "leases_org_location_idx" ON "leases" USING btree ("org_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_org_number_uq" ON "leases" USING btree ("org_id",lower("lease_number"));--> statement-breakpoint
CREATE INDEX "leases_org_status_idx" ON "leases" USING btree ("org_id","status_id","id");--> statement-breakpoint
INSERT INTO "lease_parties" ("org_id", "name")
SELECT DISTINCT ON ("org_id", lower("name")) "org_id", "name"
FROM (SELECT "org_id", "lessor" AS "name" FROM "leases" UNION ALL SELECT "org_id", "lessee" FROM "leases") AS "named"
ORDER BY "org_id", lower("name"), "name"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "leases" SET
  "lessor_party_id" = (SELECT p."id" FROM "lease_parties" p WHERE p."org_id" = "leases"."org_id" AND lower(p."name") = lower("leases"."lessor")),
  "lessee_party_id" = (SELECT p."id" FROM "lease_parties" p WHERE p."org_id" = "leases"."org_id" AND lower(p."name") = lower("leases"."lessee"));--> statement-breakpoint
UPDATE "leases" SET
  "escalation_kind" = 'Percent',
  "escalation_value" = "increase_percent",
  "escalation_every_months" = 12,
  "escalation_from" = ("start_date" + interval '12 months')::date
WHERE "increase_percent" IS NOT NULL AND "increase_percent" > 0;--> statement-breakpoint
UPDATE "lease_billing_periods" b SET "paid_amount" = least(b."billing_amount", s."paid")
FROM (SELECT "billing_period_id", sum("transaction_amount") AS "paid" FROM "lease_payments" GROUP BY "billing_period_id") s
WHERE s."billing_period_id" = b."id";
--> statement-breakpoint
UPDATE "leases" l SET
  "next_payment_due" = n."due_date",
  "next_payment_amount" = n."amount",
  "arrears" = coalesce(a."owed", 0)
FROM "leases" t
LEFT JOIN LATERAL (
  SELECT p."due_date", p."billing_amount" - p."paid_amount" AS "amount"
  FROM "lease_billing_periods" p
  WHERE p."org_id" = t."org_id" AND p."lease_id" = t."id" AND p."paid_amount" < p."billing_amount"
  ORDER BY p."due_date", p."period_start", p."id"
  LIMIT 1
) n ON true
LEFT JOIN LATERAL (
  SELECT sum(p."billing_amount" - p."paid_amount") AS "owed"
  FROM "lease_billing_periods" p
  WHERE p."org_id" = t."org_id" AND p."lease_id" = t."id" AND p."paid_amount" < p."billing_amount"
    AND p."due_date" < (now() AT TIME ZONE 'America/Denver')::date
) a ON true
WHERE l."id" = t."id";
