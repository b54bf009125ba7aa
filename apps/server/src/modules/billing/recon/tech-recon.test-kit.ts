import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  AssetStatus,
  BillingRuleSource,
  ChargeUnit,
  LeaseStatus,
  LocationLevel,
  VerificationState,
  type AssetStatusId,
  type LeaseStatusId,
  type ReconRunDetail,
  type RunTechReconInput,
  type RunTechReconReply,
  type VerificationStateValue,
} from "@fieldstead/domain";
import {
  assetCategories,
  assets,
  billingClients,
  billingRules,
  chargeCodes,
  chargeProfileLines,
  invoiceBatches,
  invoices,
  leaseParties,
  leases,
  locations,
} from "../../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  signInAccounts,
  type TestApp,
  type TestDatabase,
  type TestPerson,
} from "../../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../../test/test-clock.ts";
import type { Backend } from "../../../test/test-databases.ts";

const ACCOUNTS = {
  lease: "lease@acme.example",
  admin: "admin@acme.example",
  tech: "tech@acme.example",
  viewer: "viewer@acme.example",
  manager: "manager@acme.example",
  globex: "admin@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;

/** A site of a client: the leased location, a building below it and a room below that. */
export type ReconSite = { siteId: number; buildingId: number; roomId: number; name: string };

export type AssetSpec = {
  locationId: number;
  categoryId: number;
  quantity?: number;
  statusId?: AssetStatusId;
  verificationState?: VerificationStateValue;
};

export type TechReconTestKit = {
  t: TestApp;
  who: Record<Who, TestPerson>;
  /** GET with a query, POST with a body, under /api/Billing/. */
  call(
    who: Who,
    action: string,
    options?: { body?: unknown; query?: Record<string, string | number> },
  ): Promise<LightMyRequestResponse>;
  /** The reply's JSON after checking its status (200 unless told). */
  ok<T>(res: Promise<LightMyRequestResponse>, status?: number): Promise<T>;
  /** A billed client of Acme (USD) with a lessee party of its own. */
  client(name?: string): Promise<{ id: number; partyId: number }>;
  /** A site of a client: locations below each other, leased by the client (Active unless told). */
  site(client: { partyId: number }, statusId?: LeaseStatusId): Promise<ReconSite>;
  category(name?: string): Promise<{ id: number; name: string }>;
  chargeCode(rate: string, taxRateMilli?: number): Promise<{ id: number; code: string }>;
  /** An active rule billing Active assets of a category (for one client, or every one when null). */
  rule(clientId: number | null, categoryId: number, chargeCodeId: number): Promise<number>;
  profileLine(clientId: number, chargeCodeId: number, rate: string | null, discountBp: number): Promise<void>;
  /** Assets of Acme (Active and Verified, quantity 1, unless told). */
  assets(specs: AssetSpec[]): Promise<void>;
  run(body: RunTechReconInput, who?: Who): Promise<RunTechReconReply>;
  detail(id: number, who?: Who): Promise<ReconRunDetail>;
  /** A draft invoice of a client for a month, as invoicing would write it. */
  invoice(clientId: number, period: string): Promise<number>;
  close(): Promise<void>;
};

export const openTechReconTestKit = async (backend: Backend): Promise<TechReconTestKit> => {
  const database: TestDatabase = await openTestDatabase(backend);
  const t = await createTestApp(database.database, { clock: new TestClock(TEST_NOW) });
  const who = await signInAccounts(t, ACCOUNTS);
  const orgId = who.admin.orgId;
  const db = t.ctx.db;
  let serial = 0;
  const next = () => ++serial;

  const call: TechReconTestKit["call"] = (w, action, { body, query } = {}) => {
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : "";
    return t.call(query ? "GET" : "POST", `/api/Billing/${action}${search}`, {
      token: who[w].token,
      ...(body === undefined ? {} : { body }),
    });
  };
  const ok = async <T>(res: Promise<LightMyRequestResponse>, status = 200) => {
    const answered = await res;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json() as T;
  };
  const location = async (name: string, levelId: number, parentId: number | null) => {
    const [row] = await db
      .insert(locations)
      .values({ orgId, name, code: `RCN-${next()}`, levelId: levelId as 1, parentId })
      .returning({ id: locations.id });
    return row!.id;
  };

  return {
    t,
    who,
    call,
    ok,
    client: async (name = `Recon Client ${next()}`) => {
      const [party] = await db
        .insert(leaseParties)
        .values({ orgId, name })
        .returning({ id: leaseParties.id });
      const [client] = await db
        .insert(billingClients)
        .values({ orgId, name, currency: "USD", lesseePartyId: party!.id })
        .returning({ id: billingClients.id });
      return { id: client!.id, partyId: party!.id };
    },
    site: async ({ partyId }, statusId = LeaseStatus.Active) => {
      const name = `Recon Site ${next()}`;
      const siteId = await location(name, LocationLevel.Site, null);
      const buildingId = await location(`${name} Building`, LocationLevel.Building, siteId);
      const roomId = await location(`${name} Room`, LocationLevel.Room, buildingId);
      await db.insert(leases).values({
        orgId,
        leaseNumber: `RCN-L-${next()}`,
        locationId: siteId,
        lesseePartyId: partyId,
        lessor: "Harbor Holdings LLC",
        lessee: "Recon client",
        startDate: "2026-01-01",
        endDate: "2027-12-31",
        rent: "1000.00",
        rentFrequencyId: 1,
        statusId,
      });
      return { siteId, buildingId, roomId, name };
    },
    category: async (name = `Recon Category ${next()}`) => {
      const [row] = await db
        .insert(assetCategories)
        .values({ orgId, name, code: `RCN-C-${next()}` })
        .returning({ id: assetCategories.id });
      return { id: row!.id, name };
    },
    chargeCode: async (rate, taxRateMilli = 0) => {
      const code = `RCN-${next()}`;
      const [row] = await db
        .insert(chargeCodes)
        .values({
          orgId,
          code,
          description: `Assets billed at ${rate}`,
          unitId: ChargeUnit.PerAsset,
          rate,
          taxRateMilli,
          effectiveFrom: "2026-01-01",
        })
        .returning({ id: chargeCodes.id });
      return { id: row!.id, code };
    },
    rule: async (clientId, categoryId, chargeCodeId) => {
      const [row] = await db
        .insert(billingRules)
        .values({
          orgId,
          name: `Recon rule ${next()}`,
          clientId,
          sourceId: BillingRuleSource.ActiveAssets,
          categoryId,
          chargeCodeId,
        })
        .returning({ id: billingRules.id });
      return row!.id;
    },
    profileLine: async (clientId, chargeCodeId, rate, discountBp) => {
      await db
        .insert(chargeProfileLines)
        .values({ orgId, clientId, chargeCodeId, rate, discountBp, effectiveFrom: "2026-01-01" });
    },
    assets: async (specs) => {
      await db.insert(assets).values(
        specs.map((s) => {
          const n = next();
          return {
            orgId,
            locationId: s.locationId,
            categoryId: s.categoryId,
            assetTag: `RCN-A-${n}`,
            name: `Recon asset ${n}`,
            category: "Recon",
            serialized: (s.quantity ?? 1) === 1,
            quantity: s.quantity ?? 1,
            statusId: s.statusId ?? AssetStatus.Active,
            verificationState: s.verificationState ?? VerificationState.Verified,
          };
        }),
      );
    },
    run: (body, w = "lease") => ok<RunTechReconReply>(call(w, "RunTechRecon", { body })),
    detail: (id, w = "lease") => ok<ReconRunDetail>(call(w, "GetTechReconRun", { query: { Id: id } })),
    invoice: async (clientId, period) => {
      const [batch] = await db
        .insert(invoiceBatches)
        .values({ orgId, batchNumber: `RCN-B-${next()}`, period })
        .returning({ id: invoiceBatches.id });
      const [invoice] = await db
        .insert(invoices)
        .values({ orgId, batchId: batch!.id, clientId, period, currency: "USD" })
        .returning({ id: invoices.id });
      return invoice!.id;
    },
    close: async () => {
      await t.close();
      await database.dispose();
    },
  };
};

/** The message of a refusal. */
export const messageOf = (res: LightMyRequestResponse): string =>
  (res.json() as { StatusMessage: string }).StatusMessage;
