CREATE TABLE "notification_mutes" (
	"employee_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_mutes_employee_id_subject_type_subject_id_pk" PRIMARY KEY("employee_id","subject_type","subject_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"employee_id" integer NOT NULL,
	"kind_id" integer NOT NULL,
	"is_enabled" boolean NOT NULL,
	CONSTRAINT "notification_preferences_employee_id_kind_id_pk" PRIMARY KEY("employee_id","kind_id")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"org_id" integer NOT NULL,
	"kind_id" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"role_ids" integer[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_org_id_kind_id_pk" PRIMARY KEY("org_id","kind_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "is_favorite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_mutes" ADD CONSTRAINT "notification_mutes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_employee_created_idx" ON "notifications" USING btree ("employee_id","created_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_employee_idx" ON "notifications" USING btree ("event_id","employee_id");