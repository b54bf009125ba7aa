CREATE TABLE "client_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"employee_id" integer,
	"level" text NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"exception" text,
	"logged_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_logs_org_received_idx" ON "client_logs" USING btree ("org_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);