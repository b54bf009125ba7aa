CREATE TABLE "assistant_chats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"updated_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_id" uuid NOT NULL,
	"turn_position" integer NOT NULL,
	"positive" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"platform" integer NOT NULL,
	"created_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_turns" (
	"chat_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"response_html" text NOT NULL,
	"created_on" timestamp with time zone NOT NULL,
	"regenerated_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assistant_turns_chat_id_position_pk" PRIMARY KEY("chat_id","position")
);
--> statement-breakpoint
ALTER TABLE "assistant_chats" ADD CONSTRAINT "assistant_chats_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_chats" ADD CONSTRAINT "assistant_chats_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_feedback" ADD CONSTRAINT "assistant_feedback_chat_id_assistant_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."assistant_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_turns" ADD CONSTRAINT "assistant_turns_chat_id_assistant_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."assistant_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_chats_employee_updated_idx" ON "assistant_chats" USING btree ("employee_id","updated_on");--> statement-breakpoint
CREATE INDEX "assistant_feedback_chat_idx" ON "assistant_feedback" USING btree ("chat_id","turn_position");