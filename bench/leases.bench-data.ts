import type pg from "pg";

/** Bills of each generated lease: monthly, 8 years and 4 months. */
export const BENCH_PERIODS_PER_LEASE = 100;
const PARTIES = 1_000;

/**
 * The organisation's lessors and lessees, then `count` active monthly leases between them over its own
 * locations, in set-based statements: each lease starts on a first of the month from 1 to 90 months ago (so
 * some of its bills are past and some to come), runs 100 months, and has a yearly 3% increase.
 */
const insertLeases = async (client: pg.ClientBase, orgId: number, count: number): Promise<void> => {
  await client.query(
    `insert into lease_parties (org_id, name)
     select $1, 'Bench Party ' || lpad(i::text, 4, '0') from generate_series(1, ${PARTIES}) as i`,
    [orgId],
  );
  await client.query(
    `with loc as (select array_agg(id order by id) as ids from locations where org_id = $1),
          par as (select array_agg(id order by id) as ids, array_agg(name order by id) as names
                  from lease_parties where org_id = $1 and name like 'Bench Party %'),
          base as (select i, (date_trunc('month', current_date) - (1 + i % 90) * interval '1 month')::date as start,
                          1 + i % ${PARTIES} as lessor, 1 + (i * 7) % ${PARTIES} as lessee
                   from generate_series(1, $2::int) as i)
     insert into leases (org_id, lease_number, location_id, lessor_party_id, lessee_party_id, lessor, lessee,
                         start_date, end_date, rent, rent_frequency_id, escalation_kind, escalation_value,
                         escalation_every_months, escalation_from, description, status_id, created_at, updated_at)
     select $1, 'LSE-B' || lpad(b.i::text, 6, '0'),
            loc.ids[(1 + (b.i::bigint * 7919) % cardinality(loc.ids))::int],
            par.ids[b.lessor], par.ids[b.lessee], par.names[b.lessor], par.names[b.lessee],
            b.start, (b.start + interval '${BENCH_PERIODS_PER_LEASE} months')::date - 1,
            1000 + (b.i * 37) % 9000, 1, 'Percent', 3, 12, (b.start + interval '12 months')::date,
            'Bench lease ' || b.i, 2,
            now() - (b.i % 900) * interval '1 day', now() - (b.i % 300) * interval '1 hour'
     from base b, loc, par`,
    [orgId, count],
  );
};

/**
 * Every generated lease's bills, 3% more each year: bills past their due date are paid (one payment each),
 * except the last two months' on one lease in twenty, which are owed; the next month's are Due, later ones
 * None.
 */
const insertPeriods = async (client: pg.ClientBase, orgId: number): Promise<void> => {
  await client.query(
    `insert into lease_billing_periods (org_id, lease_id, period_start, period_end, billing_amount, due_date,
                                        status_id, paid_amount)
     select l.org_id, l.id, p.start, (p.start + interval '1 month')::date - 1, p.amount, p.due,
            case when p.owed then 2 when p.due < current_date then 7 when p.due <= current_date + 30 then 2 else 1 end,
            case when p.due < current_date and not p.owed then p.amount else 0 end
     from leases l
     cross join generate_series(0, ${BENCH_PERIODS_PER_LEASE - 1}) as k
     cross join lateral (
       select (l.start_date + k * interval '1 month')::date as start,
              (l.start_date + k * interval '1 month')::date + 15 as due,
              round(l.rent * power(1.03::numeric, k / 12), 2) as amount,
              l.id % 20 = 0 and (l.start_date + k * interval '1 month')::date + 15
                between current_date - 60 and current_date - 1 as owed
     ) p
     where l.org_id = $1 and l.lease_number like 'LSE-B%'`,
    [orgId],
  );
  await client.query(
    `insert into lease_payments (org_id, billing_period_id, transaction_id, transaction_amount, paid_on)
     select p.org_id, p.id, 'TXN-B' || p.id, p.billing_amount, p.due_date::timestamptz + interval '10 hours'
     from lease_billing_periods p join leases l on l.id = p.lease_id
     where p.org_id = $1 and p.status_id = 7 and l.lease_number like 'LSE-B%'`,
    [orgId],
  );
};

/**
 * Generates `count` leases with their bills and payments in the organisation, with foreign-key triggers off for
 * the inserts only (the values come from the organisation's own rows); the tables are then vacuumed and
 * analysed so the calls run on the plans they would have in service.
 */
export const generateBenchLeases = async (
  client: pg.ClientBase,
  orgId: number,
  count: number,
): Promise<void> => {
  await client.query("set session_replication_role = replica");
  try {
    await insertLeases(client, orgId, count);
    await insertPeriods(client, orgId);
  } finally {
    await client.query("set session_replication_role = origin");
  }
  await client.query("vacuum analyze lease_parties, leases, lease_billing_periods, lease_payments");
};

/**
 * Draft monthly leases of 20 years, to be activated through the API (each activation generates 240 bills);
 * answers their ids.
 */
export const insertDraftLeases = async (client: pg.Pool, orgId: number, count: number) => {
  const written = await client.query<{ id: number }>(
    `insert into leases (org_id, lease_number, location_id, lessor_party_id, lessee_party_id, lessor, lessee,
                         start_date, end_date, rent, rent_frequency_id, escalation_kind, escalation_value,
                         escalation_every_months, escalation_from, status_id)
     select $1, 'LSE-D' || lpad(i::text, 4, '0'), (select min(id) from locations where org_id = $1),
            p.id, p.id, p.name, p.name, date '2027-01-01', date '2046-12-31', 2500, 1, 'Percent', 3.5, 12,
            date '2028-01-01', 1
     from generate_series(1, $2::int) as i,
          (select id, name from lease_parties where org_id = $1 order by id limit 1) as p
     returning id`,
    [orgId, count],
  );
  return written.rows.map((r) => r.id);
};
