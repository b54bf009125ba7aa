CREATE UNIQUE INDEX "leases_org_id_uq" ON "leases" USING btree ("org_id","id");--> statement-breakpoint
DROP INDEX "leases_org_idx";--> statement-breakpoint
ALTER TABLE "lease_billing_periods" DROP CONSTRAINT "lease_billing_periods_org_id_organisations_id_fk";
--> statement-breakpoint
ALTER TABLE "lease_billing_periods" DROP CONSTRAINT "lease_billing_periods_lease_id_leases_id_fk";
--> statement-breakpoint
ALTER TABLE "lease_billing_periods" ADD CONSTRAINT "lease_billing_periods_lease_fk" FOREIGN KEY ("org_id","lease_id") REFERENCES "public"."leases"("org_id","id") ON DELETE cascade ON UPDATE no action;
