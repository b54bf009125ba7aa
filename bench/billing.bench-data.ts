import type pg from "pg";

/** The benchmark's month: its leases run the whole year, its work orders were completed in it. */
export const BENCH_PERIOD = "2026-11";
export const BENCH_CLIENTS = 500;

/**
 * `clients` billed clients, each with one active lease of a building (with two floors) of a site; 20 assets on each
 * building and 10 on each floor (20,000 for 500 clients), two completed corrective work orders on each floor, a
 * monthly rent, an unpaid invoice of October (arrears), and four rules — assets, work orders, leased area and a
 * flat fee — two of them at negotiated rates. The demo's own clients and rules are switched off first.
 */
export const generateBenchBilling = async (
  client: pg.ClientBase,
  orgId: number,
  clients: number,
): Promise<void> => {
  const q = (text: string, values: unknown[] = []) => client.query(text, [orgId, ...values]);
  await q(`update billing_clients set is_active = false where org_id = $1`);
  await q(`update billing_rules set is_active = false where org_id = $1`);
  const category = await q(`select id from asset_categories where org_id = $1 order by id limit 1`);
  const cat = category.rows[0].id as number;
  await q(`insert into locations (org_id, level_id, name, code) values ($1, 1, 'Bench site', 'BENCH-SITE')`);
  await q(
    `insert into locations (org_id, parent_id, level_id, name, code)
     select $1, (select id from locations where code = 'BENCH-SITE' and org_id = $1), 2, 'Bench building ' || g, 'BENCH-B-' || g
     from generate_series(1, $2::int) g`,
    [clients],
  );
  await q(
    `insert into locations (org_id, parent_id, level_id, name, code)
     select $1, b.id, 3, b.name || ' floor ' || f, b.code || '-F' || f
     from locations b, generate_series(1, 2) f where b.org_id = $1 and b.code like 'BENCH-B-%'`,
  );
  await q(
    `insert into lease_parties (org_id, name) select $1, 'Bench lessee ' || g from generate_series(1, $2::int) g`,
    [clients],
  );
  await q(
    `insert into leases (org_id, lease_number, location_id, lessee_party_id, lessor, lessee, start_date, end_date,
       rent, rent_frequency_id, status_id, area_sqm)
     select $1, 'BENCH-' || g, b.id, p.id, 'Bench lessor', p.name, '2026-01-01', '2026-12-31', 1000, 1, 2, 100 + g
     from generate_series(1, $2::int) g
     join locations b on b.code = 'BENCH-B-' || g and b.org_id = $1
     join lease_parties p on p.name = 'Bench lessee ' || g and p.org_id = $1`,
    [clients],
  );
  await q(
    `insert into lease_billing_periods (org_id, lease_id, period_start, period_end, billing_amount, due_date)
     select $1, l.id, make_date(2026, m, 1), (make_date(2026, m, 1) + interval '1 month - 1 day')::date, 1000,
       make_date(2026, m, 16)
     from leases l, generate_series(1, 12) m where l.lease_number like 'BENCH-%' and l.org_id = $1`,
  );
  await q(
    `insert into billing_clients (org_id, name, currency, lessee_party_id)
     select $1, 'Bench client ' || g, 'USD', p.id from generate_series(1, $2::int) g
     join lease_parties p on p.name = 'Bench lessee ' || g and p.org_id = $1`,
    [clients],
  );
  const asset = (perLocation: number, pattern: string) =>
    q(
      `insert into assets (org_id, location_id, category_id, asset_tag, name, category, quantity)
       select $1, loc.id, $2, 'BENCH-A-' || loc.id || '-' || i, 'Bench asset', 'Bench', 1
       from locations loc, generate_series(1, $3::int) i where loc.org_id = $1 and loc.code ~ $4`,
      [cat, perLocation, pattern],
    );
  await asset(20, "^BENCH-B-[0-9]+$");
  await asset(10, "^BENCH-B-[0-9]+-F[0-9]$");
  await q(
    `insert into tasks (org_id, work_order_number, summary, type_id, status_id, location_id, completed_at)
     select $1, 'BENCH-WO-' || loc.id || '-' || i, 'Bench work', 4, 2, loc.id, '2026-11-10T10:00:00Z'
     from locations loc, generate_series(1, 2) i where loc.org_id = $1 and loc.code ~ '^BENCH-B-[0-9]+-F[0-9]$'`,
  );
  const codes = await q(
    `insert into charge_codes (org_id, code, description, unit_id, rate, tax_rate_milli, effective_from)
     select $1, 'BENCH-' || k, 'Bench charge ' || k, k, 12.34, 8875, '2020-01-01' from generate_series(1, 4) k
     returning id`,
  );
  const [assets, visits, area, flat] = codes.rows.map((r) => r.id as number);
  await q(
    `insert into billing_rules (org_id, name, source_id, category_id, work_order_type_id, charge_code_id) values
     ($1, 'Bench assets', 1, $2, null, $3), ($1, 'Bench visits', 2, null, 4, $4),
     ($1, 'Bench area', 3, null, null, $5), ($1, 'Bench fee', 4, null, null, $6)`,
    [cat, assets, visits, area, flat],
  );
  await q(
    `insert into charge_profile_lines (org_id, client_id, charge_code_id, rate, discount_bp, effective_from)
     select $1, c.id, cc.id, 11.11, 500, '2020-01-01' from billing_clients c, charge_codes cc
     where c.org_id = $1 and c.name like 'Bench client %' and cc.id in ($2, $3)`,
    [assets, area],
  );
  await q(
    `insert into invoice_batches (org_id, batch_number, period, status_id) values ($1, 'BENCH-OLD', '2026-10', 6)`,
  );
  await q(
    `insert into invoices (org_id, batch_id, client_id, period, currency, invoice_number, net, total, paid)
     select $1, (select id from invoice_batches where batch_number = 'BENCH-OLD' and org_id = $1), c.id, '2026-10',
       'USD', 'BENCH-OLD-' || c.id, 100, 100, 30
     from billing_clients c where c.org_id = $1 and c.name like 'Bench client %'`,
  );
  await client.query("analyze");
};
