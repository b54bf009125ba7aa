import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExportKind, LeaseStatus, type LeaseStatusId } from "@fieldstead/domain";
import { leases } from "../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  signInAccounts,
  type TestApp,
  type TestDatabase,
  type TestPerson,
} from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { fileNameOf, readSheet } from "./work-exports.test-kit.ts";

const ACCOUNTS = {
  lease: "lease@acme.example",
  admin: "admin@acme.example",
  viewer: "viewer@acme.example",
  tech: "tech@acme.example",
  globex: "admin@globex.example",
} as const;

const HEADER = [
  "Lease",
  "Location",
  "Lessor",
  "Lessee",
  "Status",
  "Start",
  "End",
  "Rent",
  "Frequency",
  "Next payment due",
  "Next payment",
  "Arrears",
  "Updated",
];

describe.each(testBackends())("lease register exports on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let who: Record<keyof typeof ACCOUNTS, TestPerson>;
  const word = `Lxport${Date.now().toString(36)}`;

  const insertLease = async (orgId: number, number: string, statusId: LeaseStatusId, arrears = "0") => {
    await t.ctx.db.insert(leases).values({
      orgId,
      leaseNumber: `${word}-${number}`,
      lessor: `${word} Holdings`,
      lessee: `Tenant ${number}`,
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      rent: "1250.50",
      rentFrequencyId: 1,
      statusId,
      arrears,
      description: `${word} suite ${number}`,
    });
  };
  const start = (person: TestPerson, body: object) =>
    t.call("POST", "/api/Export/Start", { token: person.token, body });
  const activeOnes = (format = "xlsx") => ({
    ExportKind: ExportKind.LeaseList,
    Mode: 1,
    Format: format,
    Query: {
      Search: word,
      FilterModel: { StatusId: { filterType: "set", values: [LeaseStatus.Active] } },
      SortModel: [{ colId: "LeaseNumber", sort: "asc" }],
    },
  });

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    who = await signInAccounts(t, ACCOUNTS);
    await insertLease(who.admin.orgId, "A2", LeaseStatus.Active, "400.25");
    await insertLease(who.admin.orgId, "A1", LeaseStatus.Active);
    await insertLease(who.admin.orgId, "D1", LeaseStatus.Draft);
    await insertLease(who.admin.orgId, "T1", LeaseStatus.Terminated);
    await insertLease(who.globex.orgId, "G1", LeaseStatus.Active);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("writes exactly the leases the register's filter, search and sort give, in a file named leases_…", async () => {
    const res = await start(who.lease, activeOnes());
    expect(res.statusCode, res.body).toBe(200);
    expect(fileNameOf(res.headers["content-disposition"])).toMatch(/^leases_\d{14}\.xlsx$/);
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header).toEqual(HEADER);
    expect(rows.map((r) => [r[0], r[2], r[3], r[4], r[7], r[8], r[11]])).toEqual([
      [`${word}-A1`, `${word} Holdings`, "Tenant A1", "Active", "1250.5", "Monthly", "0"],
      [`${word}-A2`, `${word} Holdings`, "Tenant A2", "Active", "1250.5", "Monthly", "400.25"],
    ]);
    expect(rows[0]![5]).toBe("2026-01-01T00:00:00.000Z");
  });

  it("takes the grid's columns in its order, and every status when no filter is set", async () => {
    const body = activeOnes();
    const res = await start(who.admin, {
      ...body,
      Columns: ["StatusId", "LeaseNumber"],
      Query: { ...body.Query, FilterModel: {} },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header).toEqual(["Status", "Lease"]);
    expect(rows).toEqual([
      ["Active", `${word}-A1`],
      ["Active", `${word}-A2`],
      ["Draft", `${word}-D1`],
      ["Terminated", `${word}-T1`],
    ]);
  });

  it("never holds another organisation's leases", async () => {
    const globex = await start(who.globex, activeOnes());
    expect(globex.statusCode, globex.body).toBe(200);
    const [, ...rows] = await readSheet(globex.rawPayload);
    expect(rows.map((r) => r[0])).toEqual([`${word}-G1`]);
  });

  it("is refused to a viewer and a technician, who cannot read leases", async () => {
    expect((await start(who.viewer, activeOnes())).statusCode).toBe(403);
    expect((await start(who.tech, activeOnes("pdf"))).statusCode).toBe(403);
  });

  it("writes PDF and Word files of the same rows", async () => {
    for (const format of ["pdf", "docx"]) {
      const res = await start(who.lease, activeOnes(format));
      expect(res.statusCode, res.body).toBe(200);
      expect(fileNameOf(res.headers["content-disposition"])).toMatch(
        new RegExp(`^leases_\\d{14}\\.${format}$`),
      );
    }
  });
});
