CREATE TABLE "audit_day_counts" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"entity_type" text NOT NULL,
	"employee_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "audit_day_counts_org_id_day_entity_type_employee_id_pk" PRIMARY KEY("org_id","day","entity_type","employee_id")
);
--> statement-breakpoint
CREATE TABLE "event_day_counts" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_day_counts_org_id_day_event_type_pk" PRIMARY KEY("org_id","day","event_type")
);
--> statement-breakpoint
CREATE TABLE "notification_day_counts" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"unread" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_day_counts_org_id_day_pk" PRIMARY KEY("org_id","day")
);
--> statement-breakpoint
CREATE TABLE "task_completed_days" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "task_completed_days_org_id_day_pk" PRIMARY KEY("org_id","day")
);
--> statement-breakpoint
CREATE TABLE "task_created_days" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"status_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "task_created_days_org_id_day_status_id_type_id_pk" PRIMARY KEY("org_id","day","status_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "task_location_counts" (
	"org_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "task_location_counts_org_id_location_id_status_id_pk" PRIMARY KEY("org_id","location_id","status_id")
);
--> statement-breakpoint
CREATE TABLE "task_open_assignee_days" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"assignee_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "task_open_assignee_days_org_id_day_assignee_id_pk" PRIMARY KEY("org_id","day","assignee_id")
);
--> statement-breakpoint
CREATE TABLE "task_open_due_days" (
	"org_id" integer NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "task_open_due_days_org_id_day_pk" PRIMARY KEY("org_id","day")
);
--> statement-breakpoint
CREATE TABLE "task_project_counts" (
	"org_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "task_project_counts_org_id_project_id_status_id_pk" PRIMARY KEY("org_id","project_id","status_id")
);
--> statement-breakpoint
CREATE TABLE "task_project_planned_days" (
	"org_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"day" date NOT NULL,
	"is_closed" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "task_project_planned_days_org_id_project_id_day_is_closed_pk" PRIMARY KEY("org_id","project_id","day","is_closed")
);
--> statement-breakpoint
CREATE INDEX "task_project_planned_days_day_idx" ON "task_project_planned_days" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "notifications_org_subject_idx" ON "notifications" USING btree ("org_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "audit_entries_org_created_idx" ON "audit_entries" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "domain_events_org_created_idx" ON "domain_events" USING btree ("org_id","created_at","id");--> statement-breakpoint
-- Each rollup trigger reads the statement's changed rows as one set: +1 for each new row, -1 for each old one, so an
-- insert, an update and a delete are one sum per key. Groups are written in key order, so two writers touching the
-- same counters lock them in the same order; an update that moves nothing between keys writes nothing.
-- Days are days of America/Denver (the display time zone). Closed work orders are those in statuses 2, 21 and 24
-- (Completed, Accepted by Customer, Accepted by Reviewer 2: CLOSED_TASK_STATUSES).
CREATE FUNCTION "dashboard_moved_rows"(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT *, 1 AS d FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS d FROM old_rows'
    ELSE 'SELECT *, -1 AS d FROM old_rows UNION ALL SELECT *, 1 AS d FROM new_rows' END
$$;
--> statement-breakpoint
CREATE FUNCTION "task_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text := dashboard_moved_rows(TG_OP);
BEGIN
  EXECUTE format($q$
    INSERT INTO task_created_days AS c (org_id, day, status_id, type_id, n)
    SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, status_id, type_id, sum(d)
    FROM (%s) m GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_id, day, status_id, type_id) DO UPDATE SET n = c.n + excluded.n$q$, moved);
  EXECUTE format($q$
    INSERT INTO task_completed_days AS c (org_id, day, n, ms)
    SELECT org_id, (completed_at AT TIME ZONE 'America/Denver')::date, sum(d),
           sum(d * round(extract(epoch FROM completed_at - created_at) * 1000))::bigint
    FROM (%s) m WHERE status_id IN (2, 21, 24) AND completed_at IS NOT NULL
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (org_id, day) DO UPDATE SET n = c.n + excluded.n, ms = c.ms + excluded.ms$q$, moved);
  EXECUTE format($q$
    INSERT INTO task_open_assignee_days AS c (org_id, day, assignee_id, n)
    SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, coalesce(assignee_id, 0), sum(d)
    FROM (%s) m WHERE status_id NOT IN (2, 21, 24)
    GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (org_id, day, assignee_id) DO UPDATE SET n = c.n + excluded.n$q$, moved);
  EXECUTE format($q$
    INSERT INTO task_open_due_days AS c (org_id, day, n)
    SELECT org_id, (due_date AT TIME ZONE 'America/Denver')::date, sum(d)
    FROM (%s) m WHERE status_id NOT IN (2, 21, 24) AND due_date IS NOT NULL
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (org_id, day) DO UPDATE SET n = c.n + excluded.n$q$, moved);
  EXECUTE format($q$
    INSERT INTO task_location_counts AS c (org_id, location_id, status_id, n)
    SELECT org_id, coalesce(location_id, 0), status_id, sum(d)
    FROM (%s) m GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (org_id, location_id, status_id) DO UPDATE SET n = c.n + excluded.n$q$, moved);
  EXECUTE format($q$
    INSERT INTO task_project_counts AS c (org_id, project_id, status_id, n)
    SELECT org_id, project_id, status_id, sum(d)
    FROM (%s) m WHERE project_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (org_id, project_id, status_id) DO UPDATE SET n = c.n + excluded.n$q$, moved);
  EXECUTE format($q$
    INSERT INTO task_project_planned_days AS c (org_id, project_id, day, is_closed, n)
    SELECT org_id, project_id, (planned_date AT TIME ZONE 'America/Denver')::date, status_id IN (2, 21, 24), sum(d)
    FROM (%s) m WHERE project_id IS NOT NULL AND planned_date IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_id, project_id, day, is_closed) DO UPDATE SET n = c.n + excluded.n$q$, moved);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "audit_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO audit_day_counts AS c (org_id, day, entity_type, employee_id, n)
    SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, entity_type, coalesce(employee_id, 0), sum(d)
    FROM (%s) m GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_id, day, entity_type, employee_id) DO UPDATE SET n = c.n + excluded.n$q$,
    dashboard_moved_rows(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "event_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO event_day_counts AS c (org_id, day, event_type, n)
    SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, event_type, sum(d)
    FROM (%s) m GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (org_id, day, event_type) DO UPDATE SET n = c.n + excluded.n$q$, dashboard_moved_rows(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notification_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Unread is action 2 (NotificationAction.UnRead).
  EXECUTE format($q$
    INSERT INTO notification_day_counts AS c (org_id, day, n, unread)
    SELECT org_id, (created_on AT TIME ZONE 'America/Denver')::date, sum(d), sum(d * (action_id = 2)::int)
    FROM (%s) m GROUP BY 1, 2 HAVING sum(d) <> 0 OR sum(d * (action_id = 2)::int) <> 0 ORDER BY 1, 2
    ON CONFLICT (org_id, day) DO UPDATE SET n = c.n + excluded.n, unread = c.unread + excluded.unread$q$,
    dashboard_moved_rows(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "task_rollups_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "task_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "task_rollups_update" AFTER UPDATE ON "tasks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "task_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "task_rollups_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "task_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "audit_rollups_insert" AFTER INSERT ON "audit_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "audit_rollups_update" AFTER UPDATE ON "audit_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "audit_rollups_delete" AFTER DELETE ON "audit_entries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "event_rollups_insert" AFTER INSERT ON "domain_events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "event_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "event_rollups_update" AFTER UPDATE ON "domain_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "event_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "event_rollups_delete" AFTER DELETE ON "domain_events" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "event_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "notification_rollups_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "notification_rollups_update" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "notification_rollups_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_rollups_apply"();
--> statement-breakpoint
-- Bulk loads that switch foreign-key triggers off (session_replication_role = replica) still keep the rollups.
ALTER TABLE "tasks" ENABLE ALWAYS TRIGGER "task_rollups_insert";
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ALWAYS TRIGGER "task_rollups_update";
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ALWAYS TRIGGER "task_rollups_delete";
--> statement-breakpoint
ALTER TABLE "audit_entries" ENABLE ALWAYS TRIGGER "audit_rollups_insert";
--> statement-breakpoint
ALTER TABLE "audit_entries" ENABLE ALWAYS TRIGGER "audit_rollups_update";
--> statement-breakpoint
ALTER TABLE "audit_entries" ENABLE ALWAYS TRIGGER "audit_rollups_delete";
--> statement-breakpoint
ALTER TABLE "domain_events" ENABLE ALWAYS TRIGGER "event_rollups_insert";
--> statement-breakpoint
ALTER TABLE "domain_events" ENABLE ALWAYS TRIGGER "event_rollups_update";
--> statement-breakpoint
ALTER TABLE "domain_events" ENABLE ALWAYS TRIGGER "event_rollups_delete";
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ALWAYS TRIGGER "notification_rollups_insert";
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ALWAYS TRIGGER "notification_rollups_update";
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ALWAYS TRIGGER "notification_rollups_delete";
--> statement-breakpoint
-- The rows written before these triggers existed, counted once.
INSERT INTO task_created_days (org_id, day, status_id, type_id, n)
  SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, status_id, type_id, count(*) FROM tasks GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO task_completed_days (org_id, day, n, ms)
  SELECT org_id, (completed_at AT TIME ZONE 'America/Denver')::date, count(*),
         sum(round(extract(epoch FROM completed_at - created_at) * 1000))::bigint
  FROM tasks WHERE status_id IN (2, 21, 24) AND completed_at IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO task_open_assignee_days (org_id, day, assignee_id, n)
  SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, coalesce(assignee_id, 0), count(*)
  FROM tasks WHERE status_id NOT IN (2, 21, 24) GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO task_open_due_days (org_id, day, n)
  SELECT org_id, (due_date AT TIME ZONE 'America/Denver')::date, count(*)
  FROM tasks WHERE status_id NOT IN (2, 21, 24) AND due_date IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO task_location_counts (org_id, location_id, status_id, n)
  SELECT org_id, coalesce(location_id, 0), status_id, count(*) FROM tasks GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO task_project_counts (org_id, project_id, status_id, n)
  SELECT org_id, project_id, status_id, count(*) FROM tasks WHERE project_id IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO task_project_planned_days (org_id, project_id, day, is_closed, n)
  SELECT org_id, project_id, (planned_date AT TIME ZONE 'America/Denver')::date, status_id IN (2, 21, 24), count(*)
  FROM tasks WHERE project_id IS NOT NULL AND planned_date IS NOT NULL GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO audit_day_counts (org_id, day, entity_type, employee_id, n)
  SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, entity_type, coalesce(employee_id, 0), count(*)
  FROM audit_entries GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO event_day_counts (org_id, day, event_type, n)
  SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, event_type, count(*) FROM domain_events GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO notification_day_counts (org_id, day, n, unread)
  SELECT org_id, (created_on AT TIME ZONE 'America/Denver')::date, count(*), count(*) FILTER (WHERE action_id = 2)
  FROM notifications GROUP BY 1, 2;
