CREATE TABLE "revocation_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "locations_org_code_prefix_idx" ON "locations" USING btree ("org_id",lower("code") text_pattern_ops);