import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { and, asc, count, eq, like } from "drizzle-orm";
import {
  AuditEntityType,
  calendarDayOf,
  ImportKind,
  LEASE_TENURE_MESSAGES,
  LeaseStatus,
} from "@fieldstead/domain";
import {
  auditEntries,
  leaseBillingPeriods,
  leaseParties,
  leases,
  locations,
  organisations,
} from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import { ADMIN, GLOBEX, openImportsHarness, TECH, type ImportsHarness } from "./imports.test-kit.ts";

const { Leases } = ImportKind;
const HEADER =
  "Lease Number,Location,Lessor,Lessee,Lease Start,Lease End,Rent,Frequency,Security Deposit," +
  "Escalation percent,Escalation every (months),Escalation from,Description";

describe.each(testBackends())("bulk creation of leases on %s", (backend) => {
  let h: ImportsHarness;
  const word = `Limp${Date.now().toString(36)}`;
  const csv = (lines: string[]) => [HEADER, ...lines].join("\r\n");
  const line = (cells: Partial<Record<"number" | "location" | "lessor" | "lessee", string>>, terms: string) =>
    [
      cells.number ?? "",
      cells.location ?? "DTC-01",
      cells.lessor ?? `${word} Holdings`,
      cells.lessee ?? "Tenant",
      terms,
    ].join(",");
  const leasesOf = (orgId: number) =>
    h.t.ctx.db
      .select()
      .from(leases)
      .where(and(eq(leases.orgId, orgId), like(leases.description, `${word}%`)))
      .orderBy(asc(leases.id));
  const countLeases = async () =>
    Number((await h.t.ctx.db.select({ n: count() }).from(leases).where(eq(leases.orgId, h.orgId)))[0]!.n);

  beforeAll(async () => {
    h = await openImportsHarness(backend);
  }, 60_000);
  afterAll(() => h?.close());

  it("reports each bad row with its message and imports nothing; the rows fixed, imports them as Draft leases", async () => {
    const before = await countLeases();
    const good = line({}, `2027-01-01,2027-12-31,1500,Monthly,,,,,${word} A`);
    const goodWithNumber = line(
      {
        number: `${word}-N1`,
        location: "dtc-01",
        lessor: `${word.toUpperCase()} HOLDINGS`,
        lessee: "Tenant E",
      },
      `2027-01-01,2029-12-31,18000.5,Yearly,36000,3.5,12,2028-01-01,${word} B`,
    );
    const job = await h.run(
      Leases,
      "leases.csv",
      csv([
        good,
        line({ lessee: "Tenant B" }, "2027-01-01,2028-01-31,12000,Yearly,,,,,"),
        line({ location: `NOPE-${word}` }, "2027-01-01,2027-12-31,1500,Monthly,,,,,"),
        line({}, "2027-01-01,2027-12-31,12.345,Monthly,,,,,"),
        goodWithNumber,
        line({ number: `${word}-n1` }, "2027-01-01,2027-12-31,1500,Monthly,,,,,"),
        line({ number: "LSE-1001" }, "2027-01-01,2027-12-31,1500,Monthly,,,,,"),
        line({}, "2027-01-01,2027-12-31,1500,Weekly,,,,,"),
      ]),
    );
    expect(job.Problems).toEqual([
      { Row: 3, Field: "Lease End", Message: LEASE_TENURE_MESSAGES.yearly },
      { Row: 4, Field: "Location", Message: `No location has the code 'NOPE-${word}' in your organisation.` },
      {
        Row: 5,
        Field: "Rent",
        Message: "Rent must be an amount of at most 12 digits and 2 decimals, not negative.",
      },
      { Row: 7, Field: "Lease Number", Message: `The lease number '${word}-n1' is also given in row 6.` },
      { Row: 8, Field: "Lease Number", Message: "Lease number LSE-1001 is already used by another lease." },
      { Row: 9, Field: "Frequency", Message: "'Weekly' is not one of Monthly, Quarterly, Yearly." },
    ]);
    expect(LEASE_TENURE_MESSAGES.yearly).toBe(
      "The lease tenure should be a multiple of 1 year. Please choose a valid Lease Start and Lease End date combination",
    );
    expect(job).toMatchObject({ State: 3, Written: 0, TotalRows: 8 });
    expect(job.Message).toBe("6 rows have problems; nothing was imported.");
    expect(await countLeases()).toBe(before);

    const fixed = await h.run(Leases, "leases.csv", csv([good, goodWithNumber]));
    expect(fixed).toMatchObject({ State: 2, Phase: "Done", Written: 2, TotalRows: 2, Problems: [] });
    expect(fixed.Message).toBe("2 leases imported.");
    expect(await countLeases()).toBe(before + 2);

    const [a, b] = await leasesOf(h.orgId);
    const year = calendarDayOf(h.t.clock.now()).slice(0, 4);
    expect(a).toMatchObject({
      leaseNumber: expect.stringMatching(new RegExp(`^LSE-${year}-\\d{5}$`)),
      statusId: LeaseStatus.Draft,
      rent: "1500.00",
      rentFrequencyId: 1,
      escalationKind: null,
      arrears: "0.00",
      nextPaymentDue: null,
    });
    expect(b).toMatchObject({
      leaseNumber: `${word}-N1`,
      statusId: LeaseStatus.Draft,
      rent: "18000.50",
      rentFrequencyId: 3,
      securityDeposit: "36000.00",
      escalationKind: "Percent",
      escalationValue: "3.50",
      escalationEveryMonths: 12,
      escalationFrom: "2028-01-01",
    });
    // One party per name, whatever its case: both leases name the same lessor.
    expect(b!.lessorPartyId).toBe(a!.lessorPartyId);
    const lessors = await h.t.ctx.db
      .select({ name: leaseParties.name })
      .from(leaseParties)
      .where(and(eq(leaseParties.orgId, h.orgId), like(leaseParties.name, `%${word}%`)));
    expect(lessors).toEqual([{ name: `${word} Holdings` }]);
    const periods = await h.t.ctx.db
      .select({ n: count() })
      .from(leaseBillingPeriods)
      .where(eq(leaseBillingPeriods.leaseId, a!.id));
    expect(periods[0]!.n).toBe(0);
    const history = await h.t.ctx.db
      .select({ action: auditEntries.action, summary: auditEntries.summary })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, AuditEntityType.Lease), eq(auditEntries.entityId, b!.id)));
    expect(history).toEqual([{ action: "Created", summary: `Lease ${word}-N1 imported` }]);
  });

  it("writes nothing when every row has a problem", async () => {
    const before = await countLeases();
    const job = await h.run(
      Leases,
      "bad.csv",
      csv([
        line({}, "2027-01-01,2028-01-31,12000,Yearly,,,,,"),
        line({}, "2027-01-01,2027-12-31,1500,Monthly,,3,12,2026-01-01,"),
      ]),
    );
    expect(job).toMatchObject({ State: 3, Written: 0 });
    expect(job.Message).toBe("2 rows have problems; nothing was imported.");
    expect(job.Problems.map((p) => [p.Row, p.Field])).toEqual([
      [2, "Lease End"],
      [3, "Escalation from"],
    ]);
    expect(await countLeases()).toBe(before);
  });

  it("finds locations and lease numbers in the importer's organisation only", async () => {
    const [globex] = await h.t.ctx.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, "Globex Field Services"));
    const [place] = await h.t.ctx.db
      .select({ code: locations.code })
      .from(locations)
      .where(eq(locations.orgId, globex!.id))
      .limit(1);
    const acmeCode = line({ number: `${word}-G` }, `2027-01-01,2027-12-31,1500,Monthly,,,,,${word} G`);
    const acmeNumber = line(
      { number: `${word}-N1`, location: place!.code },
      `2027-01-01,2027-12-31,1500,Monthly,,,,,${word} H`,
    );
    const importAsGlobex = async (name: string, rows: string[]) => {
      const res = await h.upload(GLOBEX, Leases, name, csv(rows));
      expect(res.statusCode, res.body).toBe(200);
      return h.finished(GLOBEX, (res.json() as { JobId: number }).JobId);
    };
    const refused = await importAsGlobex("globex.csv", [acmeCode, acmeNumber]);
    expect(refused.Problems).toEqual([
      { Row: 2, Field: "Location", Message: "No location has the code 'DTC-01' in your organisation." },
    ]);
    expect(refused.Written).toBe(0);
    const job = await importAsGlobex("globex.csv", [acmeNumber]);
    expect(job.Written).toBe(1);
    // Acme's lease numbered so is no concern of Globex's.
    expect((await leasesOf(globex!.id)).map((l) => l.leaseNumber)).toEqual([`${word}-N1`]);
  });

  it("needs the right to change leases, and offers its template", async () => {
    const refused = await h.upload(TECH, Leases, "leases.csv", csv([]));
    expect(refused.statusCode).toBe(403);
    const template = await h.t.call("GET", `/api/Bulk/GetImportTemplate?ImportKind=${Leases}`, {
      token: h.token(ADMIN),
    });
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      "Lease Number",
      "Location",
      "Lessor",
      "Lessee",
      "Dimensions",
      "Lease Start",
      "Lease End",
      "Rent",
      "Frequency",
      "Security Deposit",
      "Escalation percent",
      "Escalation amount",
      "Escalation every (months)",
      "Escalation from",
      "Description",
    ]);
    // The template's example row imports as it stands.
    const before = await countLeases();
    const job = await h.run(Leases, "template.xlsx", template.rawPayload);
    expect(job).toMatchObject({ State: 2, Written: 1, Problems: [] });
    expect(job.Message).toBe("1 lease imported.");
    expect(await countLeases()).toBe(before + 1);
  });
});
