CREATE TABLE "task_counts" (
	"org_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "task_counts_org_id_status_id_pk" PRIMARY KEY("org_id","status_id")
);
--> statement-breakpoint
CREATE FUNCTION "task_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows in (org, status) order, so two writers touching the same counters lock them in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "task_counts" AS c ("org_id", "status_id", "n")
      SELECT "org_id", "status_id", count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("org_id", "status_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "task_counts" AS c ("org_id", "status_id", "n")
      SELECT "org_id", "status_id", -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("org_id", "status_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    -- An update that moves no task between statuses writes nothing and locks nothing.
    INSERT INTO "task_counts" AS c ("org_id", "status_id", "n")
      SELECT "org_id", "status_id", sum(d) FROM (
        SELECT "org_id", "status_id", -1 AS d FROM old_rows
        UNION ALL SELECT "org_id", "status_id", 1 FROM new_rows) moved
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT ("org_id", "status_id") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "task_counts_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "task_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "task_counts_update" AFTER UPDATE ON "tasks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "task_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "task_counts_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "task_counts_apply"();
--> statement-breakpoint
-- Bulk loads that switch foreign-key triggers off (session_replication_role = replica) still keep the counts.
ALTER TABLE "tasks" ENABLE ALWAYS TRIGGER "task_counts_insert";
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ALWAYS TRIGGER "task_counts_update";
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ALWAYS TRIGGER "task_counts_delete";
--> statement-breakpoint
INSERT INTO "task_counts" ("org_id", "status_id", "n")
  SELECT "org_id", "status_id", count(*) FROM "tasks" GROUP BY 1, 2;
