import type pg from "pg";

/**
 * The organisation's activity over the past year, in set-based statements: `changes` history entries about its
 * assets, work orders and locations, half as many domain events, and a quarter as many notifications to its
 * people (seven in ten read), so the activity dashboard reads tables of a busy organisation's size.
 */
export const generateBenchActivity = async (client: pg.ClientBase, orgId: number, changes: number) => {
  const common = `with emp as (select array_agg(id order by id) as ids from employees where org_id = $1),
                       ast as (select array_agg(id order by id) as ids from assets where org_id = $1),
                       tsk as (select max(id) as top from tasks where org_id = $1)`;
  await client.query(
    `${common}
     insert into audit_entries (org_id, entity_type, entity_id, action, summary, employee_id, created_at)
     select $1, case when i % 3 = 0 then 'asset' else 'task' end,
            case when i % 3 = 0 then ast.ids[(1 + (i::bigint * 7919) % cardinality(ast.ids))::int] else 1 + (i::bigint * 104729) % tsk.top end,
            'Updated', 'Status changed', emp.ids[(1 + (i::bigint * 13) % cardinality(emp.ids))::int],
            now() - ((i::bigint * 104729) % 31536000) * interval '1 second'
     from generate_series(1, $2::int) i, emp, ast, tsk`,
    [orgId, changes],
  );
  await client.query(
    `${common}
     insert into domain_events (org_id, event_type, actor_id, subject_type, subject_id, created_at, processed_at)
     select $1, (array['TaskAssigned', 'TaskStatusChanged', 'TaskCreated'])[1 + i % 3],
            emp.ids[(1 + (i::bigint * 13) % cardinality(emp.ids))::int], 'task', 1 + (i::bigint * 104729) % tsk.top,
            now() - ((i::bigint * 104729) % 31536000) * interval '1 second', now()
     from generate_series(1, $2::int) i, emp, ast, tsk`,
    [orgId, Math.floor(changes / 2)],
  );
  await client.query(
    `${common}
     insert into notifications (org_id, employee_id, label_text, body_text, action_id, created_on, kind_id,
                                subject_type, subject_id)
     select $1, emp.ids[(1 + (i::bigint * 13) % cardinality(emp.ids))::int], 'Work Order,Assigned', '<p>Work order assigned</p>',
            case when i % 10 < 7 then 1 else 2 end,
            now() - ((i::bigint * 104729) % 31536000) * interval '1 second', 1, 'task', 1 + (i::bigint * 104729) % tsk.top
     from generate_series(1, $2::int) i, emp, ast, tsk`,
    [orgId, Math.floor(changes / 4)],
  );
  await client.query("vacuum analyze audit_entries");
  await client.query("vacuum analyze domain_events");
  await client.query("vacuum analyze notifications");
};
