DROP INDEX "tasks_org_status_idx";--> statement-breakpoint
DROP INDEX "tasks_org_assignee_idx";--> statement-breakpoint
CREATE INDEX "tasks_org_status_updated_idx" ON "tasks" USING btree ("org_id","status_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_org_assignee_updated_idx" ON "tasks" USING btree ("org_id","assignee_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_org_project_idx" ON "tasks" USING btree ("org_id","project_id","id");--> statement-breakpoint
CREATE INDEX "tasks_org_updated_idx" ON "tasks" USING btree ("org_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_org_planned_idx" ON "tasks" USING btree ("org_id","planned_date","id");--> statement-breakpoint
CREATE INDEX "tasks_org_due_idx" ON "tasks" USING btree ("org_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_org_number_idx" ON "tasks" USING btree ("org_id","work_order_number","id");--> statement-breakpoint
-- The task list's search reads the work-order number and the summary: trigram indexes make it an index lookup on
-- PostgreSQL (as for assets and locations in 0003); without pg_trgm the search scans.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "tasks_number_trgm_idx" ON "tasks" USING gin ("work_order_number" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "tasks_summary_trgm_idx" ON "tasks" USING gin ("summary" gin_trgm_ops);
  END IF;
END
$$;
