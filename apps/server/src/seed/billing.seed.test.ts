import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { BatchStatus, parseMoneyToCents } from "@fieldstead/domain";
import { openTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { testBackends } from "../test/test-databases.ts";

type InvoiceRow = {
  id: number;
  invoice_number: string | null;
  period: string;
  status_id: number;
  total: string;
  paid: string;
  lines_total: string;
};

const cents = (text: string) => parseMoneyToCents(text) ?? Number.NaN;

describe.each(testBackends())("the demo billing on %s", (backend) => {
  let database: TestDatabase;
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await database.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const orgOf = async (name: string) =>
    (await rows<{ id: number }>(sql`select id from organisations where name = ${name}`))[0]!.id;
  let acme: number;
  let invoices: InvoiceRow[];

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    acme = await orgOf("Acme Facilities");
    invoices = await rows<InvoiceRow>(sql`
      select i.id, i.invoice_number, i.period, b.status_id, i.total::text, i.paid::text,
        coalesce((select sum(l.total) from invoice_lines l where l.invoice_id = i.id and l.kind_id <> 3), 0)::numeric(16,2)::text as lines_total
      from invoices i join invoice_batches b on b.id = i.batch_id
      where i.org_id = ${acme} order by i.period, i.invoice_number`);
  });
  afterAll(() => database?.dispose());

  it("gives Acme clients linked to its lessees, charge codes (one retired), profiles and rules", async () => {
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from billing_clients where org_id = ${acme} and lessee_party_id is not null) as clients,
      (select count(*)::int from charge_codes where org_id = ${acme}) as codes,
      (select count(*)::int from charge_codes where org_id = ${acme} and effective_to is not null) as retired,
      (select count(*)::int from charge_profile_lines where org_id = ${acme}) as profile_lines,
      (select count(*)::int from billing_rules where org_id = ${acme}) as rules`);
    expect(counts!.clients).toBeGreaterThanOrEqual(2);
    expect(counts!.codes).toBe(7);
    expect(counts!.retired).toBe(1);
    expect(counts!.profile_lines).toBeGreaterThan(0);
    expect(counts!.rules).toBeGreaterThanOrEqual(3);
  });

  it("has two locked months and one batch waiting for review", async () => {
    const batches = await rows<{ period: string; status_id: number }>(
      sql`select period, status_id from invoice_batches where org_id = ${acme} order by period`,
    );
    expect(batches.map((b) => b.status_id)).toEqual([
      BatchStatus.Locked,
      BatchStatus.Locked,
      BatchStatus.RequestForReview,
    ]);
  });

  it("numbers the locked months' invoices without gaps, and leaves the one in review unnumbered", () => {
    const numbered = invoices.filter((i) => i.invoice_number !== null);
    expect(numbered.map((i) => i.invoice_number)).toEqual(
      numbered.map((_, n) => `INV-${String(n + 1).padStart(6, "0")}`),
    );
    expect(
      invoices
        .filter((i) => i.status_id === BatchStatus.RequestForReview)
        .every((i) => i.invoice_number === null),
    ).toBe(true);
  });

  it("makes every invoice's total the sum of its lines", () => {
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices)
      expect(cents(invoice.total), invoice.invoice_number ?? "draft").toBe(cents(invoice.lines_total));
  });

  it("has the oldest month paid in full, and the next partly paid, so something is owed", () => {
    const [oldest, next] = [...new Set(invoices.map((i) => i.period))];
    const of = (period: string | undefined) => invoices.filter((i) => i.period === period);
    expect(of(oldest).every((i) => cents(i.paid) === cents(i.total))).toBe(true);
    expect(of(next).some((i) => cents(i.paid) < cents(i.total))).toBe(true);
    expect(of(next).some((i) => cents(i.paid) === cents(i.total))).toBe(true);
  });

  it("has last month reconciled against the field, with differences waiting for a decision", async () => {
    const lastPeriod = [...new Set(invoices.map((i) => i.period))].at(-1);
    const runs = await rows<{ period: string; differences: number; open: number }>(sql`
      select r.period, count(d.id)::int as differences, count(d.id) filter (where d.state_id = 1)::int as open
      from recon_runs r left join recon_differences d on d.run_id = r.id
      where r.org_id = ${acme} group by r.id, r.period`);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.period).toBe(lastPeriod);
    expect(runs[0]!.differences).toBeGreaterThan(0);
    expect(runs[0]!.open).toBe(runs[0]!.differences);
  });

  it("keeps two reports the administrator saved to run again", async () => {
    const saved = await rows<{ name: string; email: string }>(sql`
      select d.name, e.email from billing_report_definitions d join employees e on e.id = d.employee_id
      where d.org_id = ${acme} order by d.name`);
    expect(saved).toEqual([
      { name: "Revenue, last three months", email: "admin@acme.example" },
      { name: "What is overdue", email: "admin@acme.example" },
    ]);
  });

  it("gives Globex no billing", async () => {
    const globex = await orgOf("Globex Field Services");
    const [row] = await rows<{ n: number }>(
      sql`select (select count(*) from billing_clients where org_id = ${globex})::int + (select count(*) from invoices where org_id = ${globex})::int as n`,
    );
    expect(row!.n).toBe(0);
  });
});
