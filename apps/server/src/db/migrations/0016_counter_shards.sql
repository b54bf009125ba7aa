-- The task list's counts and the dashboards' counters: each writing transaction counts in one of 64 shards (by
-- its transaction id), so writers rarely wait for each other's counters; readers sum the shards, and
-- dashboard_rollups_fold() folds them into shard 0 now and then.
ALTER TABLE "task_counts" DROP CONSTRAINT "task_counts_org_id_status_id_pk";
--> statement-breakpoint
ALTER TABLE "audit_day_counts" DROP CONSTRAINT "audit_day_counts_org_id_day_entity_type_employee_id_pk";
--> statement-breakpoint
ALTER TABLE "event_day_counts" DROP CONSTRAINT "event_day_counts_org_id_day_event_type_pk";
--> statement-breakpoint
ALTER TABLE "notification_day_counts" DROP CONSTRAINT "notification_day_counts_org_id_day_pk";
--> statement-breakpoint
ALTER TABLE "task_completed_days" DROP CONSTRAINT "task_completed_days_org_id_day_pk";
--> statement-breakpoint
ALTER TABLE "task_created_days" DROP CONSTRAINT "task_created_days_org_id_day_status_id_type_id_pk";
--> statement-breakpoint
ALTER TABLE "task_location_counts" DROP CONSTRAINT "task_location_counts_org_id_location_id_status_id_pk";
--> statement-breakpoint
ALTER TABLE "task_open_assignee_days" DROP CONSTRAINT "task_open_assignee_days_org_id_day_assignee_id_pk";
--> statement-breakpoint
ALTER TABLE "task_open_due_days" DROP CONSTRAINT "task_open_due_days_org_id_day_pk";
--> statement-breakpoint
ALTER TABLE "task_project_counts" DROP CONSTRAINT "task_project_counts_org_id_project_id_status_id_pk";
--> statement-breakpoint
ALTER TABLE "task_project_planned_days" DROP CONSTRAINT "task_project_planned_days_org_id_project_id_day_is_closed_pk";
--> statement-breakpoint
ALTER TABLE "task_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_day_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "event_day_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "notification_day_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "task_completed_days" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "task_created_days" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "task_location_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "task_open_assignee_days" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "task_open_due_days" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "task_project_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "task_project_planned_days" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "task_counts" ADD CONSTRAINT "task_counts_org_id_status_id_shard_pk" PRIMARY KEY("org_id","status_id","shard");
--> statement-breakpoint
ALTER TABLE "audit_day_counts" ADD CONSTRAINT "audit_day_counts_org_id_day_entity_type_employee_id_shard_pk" PRIMARY KEY("org_id","day","entity_type","employee_id","shard");
--> statement-breakpoint
ALTER TABLE "event_day_counts" ADD CONSTRAINT "event_day_counts_org_id_day_event_type_shard_pk" PRIMARY KEY("org_id","day","event_type","shard");
--> statement-breakpoint
ALTER TABLE "notification_day_counts" ADD CONSTRAINT "notification_day_counts_org_id_day_shard_pk" PRIMARY KEY("org_id","day","shard");
--> statement-breakpoint
ALTER TABLE "task_completed_days" ADD CONSTRAINT "task_completed_days_org_id_day_shard_pk" PRIMARY KEY("org_id","day","shard");
--> statement-breakpoint
ALTER TABLE "task_created_days" ADD CONSTRAINT "task_created_days_org_id_day_status_id_type_id_shard_pk" PRIMARY KEY("org_id","day","status_id","type_id","shard");
--> statement-breakpoint
ALTER TABLE "task_location_counts" ADD CONSTRAINT "task_location_counts_org_id_location_id_status_id_shard_pk" PRIMARY KEY("org_id","location_id","status_id","shard");
--> statement-breakpoint
ALTER TABLE "task_open_assignee_days" ADD CONSTRAINT "task_open_assignee_days_org_id_day_assignee_id_shard_pk" PRIMARY KEY("org_id","day","assignee_id","shard");
--> statement-breakpoint
ALTER TABLE "task_open_due_days" ADD CONSTRAINT "task_open_due_days_org_id_day_shard_pk" PRIMARY KEY("org_id","day","shard");
--> statement-breakpoint
ALTER TABLE "task_project_counts" ADD CONSTRAINT "task_project_counts_org_id_project_id_status_id_shard_pk" PRIMARY KEY("org_id","project_id","status_id","shard");
--> statement-breakpoint
ALTER TABLE "task_project_planned_days" ADD CONSTRAINT "task_project_planned_days_org_id_project_id_day_is_closed_shard_pk" PRIMARY KEY("org_id","project_id","day","is_closed","shard");
--> statement-breakpoint
-- A shard by transaction: two transactions writing at the same moment share one with a chance of 1 in 64.
CREATE FUNCTION "dashboard_shard"() RETURNS smallint LANGUAGE sql VOLATILE AS $$
  SELECT (txid_current() % 64 + 1)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "task_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := dashboard_shard();
BEGIN
  -- Rows in (org, status) order, so two writers touching the same counters lock them in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "task_counts" AS c ("org_id", "status_id", "shard", "n")
      SELECT "org_id", "status_id", s, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("org_id", "status_id", "shard") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "task_counts" AS c ("org_id", "status_id", "shard", "n")
      SELECT "org_id", "status_id", s, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("org_id", "status_id", "shard") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    -- An update that moves no task between statuses writes nothing and locks nothing.
    INSERT INTO "task_counts" AS c ("org_id", "status_id", "shard", "n")
      SELECT "org_id", "status_id", s, sum(d) FROM (
        SELECT "org_id", "status_id", -1 AS d FROM old_rows
        UNION ALL SELECT "org_id", "status_id", 1 FROM new_rows) moved
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT ("org_id", "status_id", "shard") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rollup triggers as static statements, one per kind of change (their plans are kept between calls), and
-- the work-order rollups in one statement: a new work order costs PostgreSQL a fifth of what seven dynamic
-- statements cost.
CREATE OR REPLACE FUNCTION "task_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := dashboard_shard();
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH m AS MATERIALIZED (SELECT *, 1 AS d FROM new_rows),
    created AS (
      INSERT INTO task_created_days AS c (org_id, day, status_id, type_id, shard, n)
      SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, status_id, type_id, s, sum(d)
      FROM m GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (org_id, day, status_id, type_id, shard) DO UPDATE SET n = c.n + excluded.n),
    completed AS (
      INSERT INTO task_completed_days AS c (org_id, day, shard, n, ms)
      SELECT org_id, (completed_at AT TIME ZONE 'America/Denver')::date, s, sum(d),
             sum(d * round(extract(epoch FROM completed_at - created_at) * 1000))::bigint
      FROM m WHERE status_id IN (2, 21, 24) AND completed_at IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (org_id, day, shard) DO UPDATE SET n = c.n + excluded.n, ms = c.ms + excluded.ms),
    open_assignee AS (
      INSERT INTO task_open_assignee_days AS c (org_id, day, assignee_id, shard, n)
      SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, coalesce(assignee_id, 0), s, sum(d)
      FROM m WHERE status_id NOT IN (2, 21, 24)
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (org_id, day, assignee_id, shard) DO UPDATE SET n = c.n + excluded.n),
    open_due AS (
      INSERT INTO task_open_due_days AS c (org_id, day, shard, n)
      SELECT org_id, (due_date AT TIME ZONE 'America/Denver')::date, s, sum(d)
      FROM m WHERE status_id NOT IN (2, 21, 24) AND due_date IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (org_id, day, shard) DO UPDATE SET n = c.n + excluded.n),
    by_location AS (
      INSERT INTO task_location_counts AS c (org_id, location_id, status_id, shard, n)
      SELECT org_id, coalesce(location_id, 0), status_id, s, sum(d)
      FROM m GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (org_id, location_id, status_id, shard) DO UPDATE SET n = c.n + excluded.n),
    by_project AS (
      INSERT INTO task_project_counts AS c (org_id, project_id, status_id, shard, n)
      SELECT org_id, project_id, status_id, s, sum(d)
      FROM m WHERE project_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (org_id, project_id, status_id, shard) DO UPDATE SET n = c.n + excluded.n)
    INSERT INTO task_project_planned_days AS c (org_id, project_id, day, is_closed, shard, n)
    SELECT org_id, project_id, (planned_date AT TIME ZONE 'America/Denver')::date, status_id IN (2, 21, 24), s, sum(d)
    FROM m WHERE project_id IS NOT NULL AND planned_date IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_id, project_id, day, is_closed, shard) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    WITH m AS MATERIALIZED (SELECT *, -1 AS d FROM old_rows),
    created AS (
      INSERT INTO task_created_days AS c (org_id, day, status_id, type_id, shard, n)
      SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, status_id, type_id, s, sum(d)
      FROM m GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (org_id, day, status_id, type_id, shard) DO UPDATE SET n = c.n + excluded.n),
    completed AS (
      INSERT INTO task_completed_days AS c (org_id, day, shard, n, ms)
      SELECT org_id, (completed_at AT TIME ZONE 'America/Denver')::date, s, sum(d),
             sum(d * round(extract(epoch FROM completed_at - created_at) * 1000))::bigint
      FROM m WHERE status_id IN (2, 21, 24) AND completed_at IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (org_id, day, shard) DO UPDATE SET n = c.n + excluded.n, ms = c.ms + excluded.ms),
    open_assignee AS (
      INSERT INTO task_open_assignee_days AS c (org_id, day, assignee_id, shard, n)
      SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, coalesce(assignee_id, 0), s, sum(d)
      FROM m WHERE status_id NOT IN (2, 21, 24)
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (org_id, day, assignee_id, shard) DO UPDATE SET n = c.n + excluded.n),
    open_due AS (
      INSERT INTO task_open_due_days AS c (org_id, day, shard, n)
      SELECT org_id, (due_date AT TIME ZONE 'America/Denver')::date, s, sum(d)
      FROM m WHERE status_id NOT IN (2, 21, 24) AND due_date IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (org_id, day, shard) DO UPDATE SET n = c.n + excluded.n),
    by_location AS (
      INSERT INTO task_location_counts AS c (org_id, location_id, status_id, shard, n)
      SELECT org_id, coalesce(location_id, 0), status_id, s, sum(d)
      FROM m GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (org_id, location_id, status_id, shard) DO UPDATE SET n = c.n + excluded.n),
    by_project AS (
      INSERT INTO task_project_counts AS c (org_id, project_id, status_id, shard, n)
      SELECT org_id, project_id, status_id, s, sum(d)
      FROM m WHERE project_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (org_id, project_id, status_id, shard) DO UPDATE SET n = c.n + excluded.n)
    INSERT INTO task_project_planned_days AS c (org_id, project_id, day, is_closed, shard, n)
    SELECT org_id, project_id, (planned_date AT TIME ZONE 'America/Denver')::date, status_id IN (2, 21, 24), s, sum(d)
    FROM m WHERE project_id IS NOT NULL AND planned_date IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_id, project_id, day, is_closed, shard) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    WITH m AS MATERIALIZED (SELECT *, -1 AS d FROM old_rows UNION ALL SELECT *, 1 AS d FROM new_rows),
    created AS (
      INSERT INTO task_created_days AS c (org_id, day, status_id, type_id, shard, n)
      SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, status_id, type_id, s, sum(d)
      FROM m GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (org_id, day, status_id, type_id, shard) DO UPDATE SET n = c.n + excluded.n),
    completed AS (
      INSERT INTO task_completed_days AS c (org_id, day, shard, n, ms)
      SELECT org_id, (completed_at AT TIME ZONE 'America/Denver')::date, s, sum(d),
             sum(d * round(extract(epoch FROM completed_at - created_at) * 1000))::bigint
      FROM m WHERE status_id IN (2, 21, 24) AND completed_at IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (org_id, day, shard) DO UPDATE SET n = c.n + excluded.n, ms = c.ms + excluded.ms),
    open_assignee AS (
      INSERT INTO task_open_assignee_days AS c (org_id, day, assignee_id, shard, n)
      SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, coalesce(assignee_id, 0), s, sum(d)
      FROM m WHERE status_id NOT IN (2, 21, 24)
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (org_id, day, assignee_id, shard) DO UPDATE SET n = c.n + excluded.n),
    open_due AS (
      INSERT INTO task_open_due_days AS c (org_id, day, shard, n)
      SELECT org_id, (due_date AT TIME ZONE 'America/Denver')::date, s, sum(d)
      FROM m WHERE status_id NOT IN (2, 21, 24) AND due_date IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (org_id, day, shard) DO UPDATE SET n = c.n + excluded.n),
    by_location AS (
      INSERT INTO task_location_counts AS c (org_id, location_id, status_id, shard, n)
      SELECT org_id, coalesce(location_id, 0), status_id, s, sum(d)
      FROM m GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (org_id, location_id, status_id, shard) DO UPDATE SET n = c.n + excluded.n),
    by_project AS (
      INSERT INTO task_project_counts AS c (org_id, project_id, status_id, shard, n)
      SELECT org_id, project_id, status_id, s, sum(d)
      FROM m WHERE project_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (org_id, project_id, status_id, shard) DO UPDATE SET n = c.n + excluded.n)
    INSERT INTO task_project_planned_days AS c (org_id, project_id, day, is_closed, shard, n)
    SELECT org_id, project_id, (planned_date AT TIME ZONE 'America/Denver')::date, status_id IN (2, 21, 24), s, sum(d)
    FROM m WHERE project_id IS NOT NULL AND planned_date IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_id, project_id, day, is_closed, shard) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := dashboard_shard();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_day_counts AS c (org_id, day, entity_type, employee_id, shard, n)
    SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, entity_type, coalesce(employee_id, 0), s, sum(d)
    FROM (SELECT *, 1 AS d FROM new_rows) m GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_id, day, entity_type, employee_id, shard) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_day_counts AS c (org_id, day, entity_type, employee_id, shard, n)
    SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, entity_type, coalesce(employee_id, 0), s, sum(d)
    FROM (SELECT *, -1 AS d FROM old_rows) m GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_id, day, entity_type, employee_id, shard) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO audit_day_counts AS c (org_id, day, entity_type, employee_id, shard, n)
    SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, entity_type, coalesce(employee_id, 0), s, sum(d)
    FROM (SELECT *, -1 AS d FROM old_rows UNION ALL SELECT *, 1 AS d FROM new_rows) m GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (org_id, day, entity_type, employee_id, shard) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "event_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := dashboard_shard();
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO event_day_counts AS c (org_id, day, event_type, shard, n)
    SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, event_type, s, sum(d)
    FROM (SELECT *, 1 AS d FROM new_rows) m GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (org_id, day, event_type, shard) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO event_day_counts AS c (org_id, day, event_type, shard, n)
    SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, event_type, s, sum(d)
    FROM (SELECT *, -1 AS d FROM old_rows) m GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (org_id, day, event_type, shard) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO event_day_counts AS c (org_id, day, event_type, shard, n)
    SELECT org_id, (created_at AT TIME ZONE 'America/Denver')::date, event_type, s, sum(d)
    FROM (SELECT *, -1 AS d FROM old_rows UNION ALL SELECT *, 1 AS d FROM new_rows) m GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (org_id, day, event_type, shard) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notification_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := dashboard_shard();
BEGIN
  -- Unread is action 2 (NotificationAction.UnRead).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notification_day_counts AS c (org_id, day, shard, n, unread)
    SELECT org_id, (created_on AT TIME ZONE 'America/Denver')::date, s, sum(d), sum(d * (action_id = 2)::int)
    FROM (SELECT *, 1 AS d FROM new_rows) m GROUP BY 1, 2 HAVING sum(d) <> 0 OR sum(d * (action_id = 2)::int) <> 0 ORDER BY 1, 2
    ON CONFLICT (org_id, day, shard) DO UPDATE SET n = c.n + excluded.n, unread = c.unread + excluded.unread;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO notification_day_counts AS c (org_id, day, shard, n, unread)
    SELECT org_id, (created_on AT TIME ZONE 'America/Denver')::date, s, sum(d), sum(d * (action_id = 2)::int)
    FROM (SELECT *, -1 AS d FROM old_rows) m GROUP BY 1, 2 HAVING sum(d) <> 0 OR sum(d * (action_id = 2)::int) <> 0 ORDER BY 1, 2
    ON CONFLICT (org_id, day, shard) DO UPDATE SET n = c.n + excluded.n, unread = c.unread + excluded.unread;
  ELSE
    INSERT INTO notification_day_counts AS c (org_id, day, shard, n, unread)
    SELECT org_id, (created_on AT TIME ZONE 'America/Denver')::date, s, sum(d), sum(d * (action_id = 2)::int)
    FROM (SELECT *, -1 AS d FROM old_rows UNION ALL SELECT *, 1 AS d FROM new_rows) m GROUP BY 1, 2 HAVING sum(d) <> 0 OR sum(d * (action_id = 2)::int) <> 0 ORDER BY 1, 2
    ON CONFLICT (org_id, day, shard) DO UPDATE SET n = c.n + excluded.n, unread = c.unread + excluded.unread;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Folds every shard's counts into shard 0, one table at a time (each a single statement, so a reader always sees
-- every count once). Answers how many rows it folded.
CREATE FUNCTION "dashboard_rollups_fold"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  spec record;
  folded integer;
  total integer := 0;
BEGIN
  FOR spec IN SELECT * FROM (VALUES
    ('task_counts', 'org_id, status_id', 'n'),
    ('task_created_days', 'org_id, day, status_id, type_id', 'n'),
    ('task_completed_days', 'org_id, day', 'n, ms'),
    ('task_open_assignee_days', 'org_id, day, assignee_id', 'n'),
    ('task_open_due_days', 'org_id, day', 'n'),
    ('task_location_counts', 'org_id, location_id, status_id', 'n'),
    ('task_project_counts', 'org_id, project_id, status_id', 'n'),
    ('task_project_planned_days', 'org_id, project_id, day, is_closed', 'n'),
    ('audit_day_counts', 'org_id, day, entity_type, employee_id', 'n'),
    ('event_day_counts', 'org_id, day, event_type', 'n'),
    ('notification_day_counts', 'org_id, day', 'n, unread')
  ) AS t(tab, keys, counts) LOOP
    EXECUTE format($q$
      WITH moved AS (DELETE FROM %1$I WHERE shard <> 0 RETURNING *)
      INSERT INTO %1$I AS c (%2$s, shard, %3$s)
      SELECT %2$s, 0, %4$s FROM moved GROUP BY %2$s ORDER BY %2$s
      ON CONFLICT (%2$s, shard) DO UPDATE SET %5$s$q$,
      spec.tab, spec.keys, spec.counts,
      (SELECT string_agg(format('sum(%I)', col), ', ') FROM unnest(string_to_array(replace(spec.counts, ' ', ''), ',')) col),
      (SELECT string_agg(format('%1$I = c.%1$I + excluded.%1$I', col), ', ')
         FROM unnest(string_to_array(replace(spec.counts, ' ', ''), ',')) col));
    GET DIAGNOSTICS folded = ROW_COUNT;
    total := total + folded;
  END LOOP;
  RETURN total;
END $$;
