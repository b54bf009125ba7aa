import type pg from "pg";

const SUMMARIES = [
  "Replace air filter",
  "Inspect fire pump",
  "Refuel generator",
  "Repair rooftop unit",
  "Test transfer switch",
  "Clean cooling tower",
  "Check battery string",
  "Align microwave dish",
  "Service booster pump",
  "Reset access reader",
];
const sqlArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")}]`;

/**
 * Tops the organisation up to `count` tasks in one set-based statement: the organisation's own employees,
 * projects and locations, every status and type the matrix knows, dates over two years around now. Foreign-key
 * triggers are off for the insert only (the values come from the organisation's own rows), then the table is
 * vacuumed and analysed so the list runs on the plans it would have in service.
 */
export const generateBenchTasks = async (
  client: pg.ClientBase,
  orgId: number,
  count: number,
): Promise<void> => {
  await client.query("set session_replication_role = replica");
  try {
    await client.query(
      `with emp as (select array_agg(id order by id) as ids from employees where org_id = $1),
            prj as (select array_agg(id order by id) as ids from projects where org_id = $1),
            loc as (select array_agg(id order by id) as ids from locations where org_id = $1),
            st as (select array[0, 1, 2, 12, 13, 14, 15, 17, 18, 21, 22, 24, 100] as ids)
       insert into tasks (org_id, work_order_number, summary, type_id, status_id, priority_id, project_id,
                          location_id, assignee_id, created_by_id, planned_date, due_date, completed_at,
                          created_at, updated_at)
       select $1,
              'WO-B' || lpad(i::text, 7, '0'),
              (${sqlArray(SUMMARIES)})[1 + i % ${SUMMARIES.length}] || ' #' || i,
              (array[1, 3, 4])[1 + (i / 7) % 3],
              s.status,
              1 + (i::bigint * 7) % 4,
              case when i % 3 = 0 then null else prj.ids[(1 + (i::bigint * 31) % cardinality(prj.ids))::int] end,
              loc.ids[(1 + (i::bigint * 7919) % cardinality(loc.ids))::int],
              case when i % 10 = 0 then null else emp.ids[(1 + (i::bigint * 13) % cardinality(emp.ids))::int] end,
              emp.ids[(1 + (i::bigint * 17) % cardinality(emp.ids))::int],
              now() + ((i::bigint * 7901) % 730 - 365) * interval '1 day',
              now() + ((i::bigint * 7901) % 730 - 358) * interval '1 day',
              case when s.status = 2 then now() - ((i::bigint * 37) % 365) * interval '1 day' end,
              now() - ((i::bigint * 104729) % 31536000) * interval '1 second' - interval '1 day',
              now() - ((i::bigint * 104729) % 31536000) * interval '1 second'
       from generate_series(((select count(*) from tasks where org_id = $1) + 1)::int, $2::int) as i,
            emp, prj, loc, st,
            lateral (select st.ids[(1 + (i::bigint * 5) % cardinality(st.ids))::int] as status) s`,
      [orgId, count],
    );
  } finally {
    await client.query("set session_replication_role = origin");
  }
  await client.query("vacuum analyze tasks");
};
