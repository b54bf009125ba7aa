import { and, asc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  AuditEntityType,
  MoveRequestStatus,
  type AssetStatusId,
  type MoveRequestStatusId,
} from "@fieldstead/domain";
import {
  assets,
  auditEntries,
  employees,
  locations,
  moveRequestItems,
  moveRequests,
  organisations,
  parts,
  vendors,
  warehouseStock,
} from "../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import type { Backend } from "../../test/test-databases.ts";

export const ACCOUNTS = {
  admin: "admin@acme.example",
  tech: "tech@acme.example",
  lease: "lease@acme.example",
  viewer: "viewer@acme.example",
  globex: "admin@globex.example",
} as const;
export type Account = keyof typeof ACCOUNTS;

/** A test app on a private copy of the demo database, with every demo role signed in. */
export type AssetTestKit = {
  t: TestApp;
  db: TestDatabase;
  tokens: Record<Account, string>;
  employeeIds: Record<Account, number>;
  acmeId: number;
  /** A POST (or GET with `query`) as one account; `version` sends X-Api-Version. */
  call(
    account: Account,
    path: string,
    options?: {
      body?: unknown;
      query?: Record<string, string | number>;
      version?: number;
      method?: "GET" | "POST";
    },
  ): Promise<LightMyRequestResponse>;
  /** Answers the reply's JSON, after checking the status. */
  ok<T>(response: Promise<LightMyRequestResponse> | LightMyRequestResponse, status?: number): Promise<T>;
  close(): Promise<void>;
};

export const openAssetTestKit = async (backend: Backend): Promise<AssetTestKit> => {
  const db = await openTestDatabase(backend);
  const t = await createTestApp(db.database);
  const tokens = {} as Record<Account, string>;
  const employeeIds = {} as Record<Account, number>;
  for (const [account, email] of Object.entries(ACCOUNTS) as [Account, string][]) {
    const signed = await t.signIn(email);
    tokens[account] = signed.token;
    employeeIds[account] = signed.record.EmployeeId;
  }
  const [acme] = await t.ctx.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.assetTagPrefix, "ACM"));
  const call: AssetTestKit["call"] = (account, path, { body, query, version, method } = {}) => {
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : "";
    return t.call(method ?? (query ? "GET" : "POST"), `/api/FixedAsset/${path}${search}`, {
      token: tokens[account],
      ...(body === undefined ? {} : { body }),
      headers: version ? { "X-Api-Version": String(version) } : {},
    });
  };
  const ok = async <T>(response: Promise<LightMyRequestResponse> | LightMyRequestResponse, status = 200) => {
    const res = await response;
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  return {
    t,
    db,
    tokens,
    employeeIds,
    acmeId: acme!.id,
    call,
    ok,
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

/** The field names of a refusal. */
export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);

/** Demo records to build on: parts of each kind, places, a vendor — of one organisation. */
export const demoRecords = async (t: TestApp, orgId: number) => {
  const db = t.ctx.db;
  const pick = async (serialized: boolean) =>
    (
      await db
        .select({ id: parts.id, partNumber: parts.partNumber, partName: parts.partName })
        .from(parts)
        .where(and(eq(parts.orgId, orgId), eq(parts.serialized, serialized), eq(parts.isActive, true)))
        .orderBy(asc(parts.id))
        .limit(1)
    )[0]!;
  const place = async (isWarehouse: boolean) =>
    (
      await db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(
          and(
            eq(locations.orgId, orgId),
            eq(locations.isWarehouse, isWarehouse),
            eq(locations.status, "Active"),
          ),
        )
        .orderBy(asc(locations.id))
        .limit(1)
    )[0]!;
  const inactive = (
    await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.orgId, orgId), eq(locations.status, "Inactive")))
      .limit(1)
  )[0];
  const vendor = (
    await db
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(eq(vendors.orgId, orgId))
      .limit(1)
  )[0]!;
  const category = (
    await db.select({ id: parts.categoryId }).from(parts).where(eq(parts.orgId, orgId)).limit(1)
  )[0]!;
  return {
    categoryId: category.id,
    serializedPart: await pick(true),
    consumablePart: await pick(false),
    site: await place(false),
    warehouse: await place(true),
    inactiveLocationId: inactive?.id,
    vendor,
  };
};

export const readAsset = async (t: TestApp, id: number) =>
  (await t.ctx.db.select().from(assets).where(eq(assets.id, id)))[0];

/** An asset's history rows, newest first, with who wrote them. */
export const historyOf = (t: TestApp, id: number) =>
  t.ctx.db
    .select({
      action: auditEntries.action,
      summary: auditEntries.summary,
      changes: auditEntries.changes,
      employeeId: auditEntries.employeeId,
      firstName: employees.firstName,
    })
    .from(auditEntries)
    .leftJoin(employees, eq(employees.id, auditEntries.employeeId))
    .where(and(eq(auditEntries.entityType, AuditEntityType.Asset), eq(auditEntries.entityId, id)))
    .orderBy(sql`${auditEntries.id} desc`);

export const stockOf = async (t: TestApp, locationId: number, partId: number) =>
  (
    await t.ctx.db
      .select({ quantity: warehouseStock.quantity, serializedCount: warehouseStock.serializedCount })
      .from(warehouseStock)
      .where(and(eq(warehouseStock.locationId, locationId), eq(warehouseStock.partId, partId)))
  )[0] ?? { quantity: 0, serializedCount: 0 };

/** Puts assets into a move request directly (the move-request calls are another module's). */
export const putInMoveRequest = async (
  t: TestApp,
  orgId: number,
  assetIds: number[],
  {
    fromId,
    toId,
    statusId = MoveRequestStatus.AwaitingApproval,
    number,
  }: {
    fromId: number;
    toId: number;
    statusId?: MoveRequestStatusId;
    number: string;
  },
) => {
  const [request] = await t.ctx.db
    .insert(moveRequests)
    .values({ orgId, requestNumber: number, fromLocationId: fromId, toLocationId: toId, statusId })
    .returning({ id: moveRequests.id });
  await t.ctx.db
    .insert(moveRequestItems)
    .values(assetIds.map((assetId) => ({ orgId, moveRequestId: request!.id, assetId })));
  return request!.id;
};

/** Any asset of an organisation in a status (and, when told, in or out of a warehouse). */
export const someAsset = async (t: TestApp, orgId: number, statusId: AssetStatusId, serialized = true) =>
  (
    await t.ctx.db
      .select({ id: assets.id, assetTag: assets.assetTag, locationId: assets.locationId })
      .from(assets)
      .where(and(eq(assets.orgId, orgId), eq(assets.statusId, statusId), eq(assets.serialized, serialized)))
      .orderBy(asc(assets.id))
      .limit(1)
  )[0]!;
