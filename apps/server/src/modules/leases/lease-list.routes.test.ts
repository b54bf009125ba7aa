import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { BillingFrequency, LeaseStatus, type LeaseListRow, type ListReply } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, openLeasesTestKit, type LeasesTestKit } from "./leases.test-kit.ts";

describe.each(testBackends())("the lease register on %s", (backend) => {
  let kit: LeasesTestKit;
  const list = (body: object = {}, who: "lease" | "admin" = "lease") =>
    kit.ok<ListReply<LeaseListRow>>(kit.call(who, "GetLeaseList", { body: { PageSize: 100, ...body } }));
  const ZEPHYR = "zEPHYR quay";

  beforeAll(async () => {
    kit = await openLeasesTestKit(backend);
    await kit.create({
      Lessor: "Zephyr Quay Partners",
      Rent: "1234.56",
      StartDate: "2026-01-01",
      EndDate: "2026-12-31",
    });
    await kit.create({
      Lessor: "Zephyr Quay Partners",
      Rent: "99.99",
      RentFrequencyId: BillingFrequency.Quarterly,
    });
    await kit.create({ Lessee: "Zephyr Quay Partners", Rent: "100000.1", Description: "Warehouse yard" });
  });
  afterAll(() => kit?.close());

  it("searches number, parties and description, and sorts and filters money exactly", async () => {
    const found = await list({ Search: ZEPHYR, SortModel: [{ colId: "Rent", sort: "asc" }] });
    expect(found.TotalCount).toBe(3);
    expect(found.Rows.map((r) => r.Rent)).toEqual(["99.99", "1234.56", "100000.10"]);
    expect(found.Rows.map((r) => r.RentFrequencyName)).toEqual(["Quarterly", "Monthly", "Monthly"]);
    expect(found.Rows.every((r) => r.LocationName === kit.acme.buildingName)).toBe(true);

    const exact = await list({
      Search: ZEPHYR,
      FilterModel: { Rent: { filterType: "number", type: "equals", filter: 1234.56 } },
    });
    expect(exact.Rows.map((r) => r.Rent)).toEqual(["1234.56"]);
    const byNumber = await list({ Search: exact.Rows[0]!.LeaseNumber.toLowerCase() });
    expect(byNumber.Rows.map((r) => r.Id)).toEqual([exact.Rows[0]!.Id]);
    expect((await list({ Search: "warehouse YARD zephyr" })).Rows.map((r) => r.Rent)).toEqual(["100000.10"]);

    const quarterly = await list({
      Search: ZEPHYR,
      FilterModel: { RentFrequencyName: { filterType: "set", values: ["Quarterly"] } },
    });
    expect(quarterly.Rows.map((r) => r.Rent)).toEqual(["99.99"]);
    const drafts = await list({
      Search: ZEPHYR,
      FilterModel: { StatusName: { filterType: "set", values: ["Draft"] } },
    });
    expect(drafts.TotalCount).toBe(3);
  });

  it("lists the organisation's leases newest first and pages them by cursor", async () => {
    const all = await list();
    expect(all.TotalCount).toBeGreaterThan(3);
    const updated = all.Rows.map((r) => r.UpdatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(all.Rows.every((r) => /^\d+\.\d{2}$/.test(r.Rent) && /^-?\d+\.\d{2}$/.test(r.Arrears))).toBe(true);

    const sort = [{ colId: "LeaseNumber", sort: "desc" }];
    const first = await list({ Search: ZEPHYR, PageSize: 2, SortModel: sort });
    expect(first.Rows).toHaveLength(2);
    expect(first.NextCursor).not.toBeNull();
    const second = await list({
      Search: ZEPHYR,
      PageSize: 2,
      SortModel: sort,
      StartRow: 2,
      After: first.NextCursor,
    });
    expect(second.Rows).toHaveLength(1);
    expect(second.NextCursor).toBeNull();
    const numbers = [...first.Rows, ...second.Rows].map((r) => r.LeaseNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());

    const res = await kit.call("lease", "GetLeaseList", {
      body: { SortModel: [{ colId: "Nope", sort: "asc" }] },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["SortModel.0.colId"]);
  });

  it("shows the next payment and the arrears kept with the billing periods, and filters on them", async () => {
    const [lease] = (
      await list({
        Search: ZEPHYR,
        FilterModel: { Rent: { filterType: "number", type: "equals", filter: 1234.56 } },
      })
    ).Rows;
    await kit.move(lease!.Id, LeaseStatus.Active);
    const owed = await list({
      Search: ZEPHYR,
      FilterModel: { Arrears: { filterType: "number", type: "greaterThan", filter: 0 } },
      SortModel: [{ colId: "NextPaymentDue", sort: "asc" }],
    });
    // Eleven months fell due before 22 November 2026 (the 16th of January to November).
    expect(owed.Rows.map((r) => [r.NextPaymentDue, r.NextPaymentAmount, r.Arrears])).toEqual([
      ["2026-01-16", "1234.56", "13580.16"],
    ]);
  });

  it("answers a page of 20,000 leases quickly, by any indexed order, filter or search", async () => {
    const { orgId } = kit.who.lease;
    await kit.t.ctx.db.execute(sql`
      insert into leases (org_id, lease_number, location_id, lessor, lessee, start_date, end_date, rent,
        rent_frequency_id, status_id, updated_at)
      select ${orgId}, 'BULK-' || lpad(g::text, 6, '0'), ${kit.acme.buildingId}, 'Bulk Lessor ' || (g % 97),
        'Bulk Lessee ' || (g % 89), date '2026-01-01' + (g % 365), date '2027-01-01' + (g % 365),
        (1000 + g % 5000)::numeric(14, 2) + 0.25, 1 + g % 3, 1 + g % 4, now() - (g || ' minutes')::interval
      from generate_series(1, 20000) as g`);
    await kit.t.ctx.db.execute(sql`analyze leases`);
    const timed = async (body: object) => {
      const started = performance.now();
      const page = await list({ PageSize: 50, ...body });
      return { page, ms: performance.now() - started };
    };
    const queries = [
      {},
      { SortModel: [{ colId: "EndDate", sort: "asc" }] },
      { FilterModel: { StatusId: { filterType: "set", values: [LeaseStatus.Active] } } },
      { Search: "bulk lessor 42" },
      { SortModel: [{ colId: "NextPaymentDue", sort: "desc" }] },
    ];
    for (const body of queries) {
      const { page, ms } = await timed(body);
      expect(page.Rows.length).toBeGreaterThan(0);
      expect(ms, JSON.stringify(body)).toBeLessThan(1500);
    }
    const { page: first } = await timed({});
    const { page: next, ms } = await timed({ StartRow: 50, After: first.NextCursor });
    expect(next.Rows[0]!.Id).not.toBe(first.Rows[0]!.Id);
    expect(ms).toBeLessThan(1500);
  });
});
