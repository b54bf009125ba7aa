CREATE TABLE "assistant_welcomes" (
	"org_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"shown_on" timestamp with time zone NOT NULL,
	CONSTRAINT "assistant_welcomes_org_id_employee_id_pk" PRIMARY KEY("org_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "assistant_welcomes" ADD CONSTRAINT "assistant_welcomes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_welcomes" ADD CONSTRAINT "assistant_welcomes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;