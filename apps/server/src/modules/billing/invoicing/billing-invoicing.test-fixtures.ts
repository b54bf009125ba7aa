import { and, asc, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import {
  BillingRuleSource,
  LeaseStatus,
  LocationLevel,
  TaskStatus,
  type AssetWriteReply,
  type CreateLeaseInput,
  type LeaseWriteReply,
  type LocationReply,
  type TaskStatusId,
  type WorkOrderTypeId,
} from "@fieldstead/domain";
import {
  billingClients,
  chargeCodes,
  chargeProfileLines,
  leaseParties,
  parts,
  tasks,
} from "../../../db/schema/index.ts";
import type { Db } from "../../../db/client.ts";

/** What the fixtures need of the kit: the database, the organisation, calls and unique names. */
export type FixtureBase = {
  db: Db;
  orgId: number;
  adminId: number;
  request(who: "admin" | "lease", path: string, options: { body: unknown }): Promise<LightMyRequestResponse>;
  ok<T>(res: Promise<LightMyRequestResponse>): Promise<T>;
  unique(prefix: string): string;
};

/**
 * The records billing reads, made through their own APIs where they have one (locations, leases, assets) and
 * written directly otherwise (clients, charge codes and profiles belong to another part of billing; work
 * orders completed at a given moment).
 */
export const invoicingFixtures = async ({ db, orgId, adminId, request, ok, unique }: FixtureBase) => {
  /** Two parts of different categories: one counted by quantity, one serialized. */
  const partOf = async (serialized: boolean, otherThan?: number) =>
    (
      await db
        .select({ id: parts.id, categoryId: parts.categoryId })
        .from(parts)
        .where(
          and(
            eq(parts.orgId, orgId),
            eq(parts.serialized, serialized),
            eq(parts.isActive, true),
            otherThan === undefined ? undefined : sql`${parts.categoryId} <> ${otherThan}`,
          ),
        )
        .orderBy(asc(parts.id))
        .limit(1)
    )[0]!;
  const consumable = await partOf(false);
  const serialized = await partOf(true, consumable.categoryId);

  const location = async (levelId: number, parentId: number | null) =>
    (
      await ok<LocationReply>(
        request("admin", "Location/CreateLocation", {
          body: { Name: unique("Billed place"), LevelId: levelId, ParentId: parentId },
        }),
      )
    ).Location.Id;

  const site = async () => {
    const siteId = await location(LocationLevel.Site, null);
    const buildingId = await location(LocationLevel.Building, siteId);
    const floorId = await location(LocationLevel.Floor, buildingId);
    return { siteId, buildingId, floorId };
  };

  const fixtures = {
    /** Categories of the two parts: assets made with `asset` are counted under `counted`. */
    categories: { counted: consumable.categoryId, other: serialized.categoryId },
    unique,
    /** A new site with a building and a floor below it (through the Locations API). */
    site,
    /** Assets through the asset API: a quantity of the counted category, or one serialized of the other. */
    asset: async (locationId: number, quantity: number | "serialized") =>
      (
        await ok<AssetWriteReply>(
          request("admin", "FixedAsset/CreateAsset", {
            body:
              quantity === "serialized"
                ? { PartId: serialized.id, LocationId: locationId, SerialNumber: unique("SN") }
                : { PartId: consumable.id, LocationId: locationId, Quantity: quantity },
          }),
        )
      ).Assets[0]!.Id,
    /** An Active lease of the lessee at a location (through the lease API): monthly over 2026 unless told. */
    lease: async (lessee: string, locationId: number, terms: Partial<CreateLeaseInput> = {}) => {
      const created = await ok<LeaseWriteReply>(
        request("lease", "Lease/CreateLease", {
          body: {
            Lessor: "Harbor Holdings LLC",
            Lessee: lessee,
            LocationId: locationId,
            StartDate: "2026-01-01",
            EndDate: "2026-12-31",
            Rent: "1000.00",
            RentFrequencyId: 1,
            ...terms,
          },
        }),
      );
      await ok(
        request("lease", "Lease/ChangeLeaseStatus", {
          body: { Id: created.Lease.Id, StatusId: LeaseStatus.Active },
        }),
      );
      return created.Lease;
    },
    /** A billed client (clients' calls are another module's: written directly), its lessee party looked up. */
    client: async (values: { name?: string; lessee?: string; currency?: string; terms?: number } = {}) => {
      const party = values.lessee
        ? (
            await db
              .select({ id: leaseParties.id })
              .from(leaseParties)
              .where(
                and(
                  eq(leaseParties.orgId, orgId),
                  sql`lower(${leaseParties.name}) = lower(${values.lessee})`,
                ),
              )
          )[0]
        : undefined;
      const [row] = await db
        .insert(billingClients)
        .values({
          orgId,
          name: values.name ?? unique("Client"),
          currency: values.currency ?? "USD",
          paymentTermsDays: values.terms ?? 30,
          lesseePartyId: party?.id ?? null,
        })
        .returning({ id: billingClients.id, name: billingClients.name });
      return row!;
    },
    /** A charge code, written directly: rate money text, tax in thousandths of a percent. */
    code: async (values: {
      rate: string;
      taxRateMilli?: number;
      from?: string;
      to?: string | null;
      org?: number;
    }) => {
      const [row] = await db
        .insert(chargeCodes)
        .values({
          orgId: values.org ?? orgId,
          code: unique("CC").replace(" ", "-"),
          description: "Maintenance",
          unitId: 1,
          rate: values.rate,
          taxRateMilli: values.taxRateMilli ?? 0,
          effectiveFrom: values.from ?? "2020-01-01",
          effectiveTo: values.to ?? null,
        })
        .returning({ id: chargeCodes.id, code: chargeCodes.code });
      return row!;
    },
    /** A line of a client's charge profile, written directly. */
    profile: async (values: {
      clientId: number;
      codeId: number;
      rate?: string | null;
      discountBp?: number;
      from?: string;
      to?: string | null;
    }) => {
      await db.insert(chargeProfileLines).values({
        orgId,
        clientId: values.clientId,
        chargeCodeId: values.codeId,
        rate: values.rate ?? null,
        discountBp: values.discountBp ?? 0,
        effectiveFrom: values.from ?? "2020-01-01",
        effectiveTo: values.to ?? null,
      });
    },
    /** A work order, written directly: Completed at `completedAt` unless told. */
    workOrder: async (values: {
      typeId: WorkOrderTypeId;
      locationId: number;
      completedAt: string;
      statusId?: TaskStatusId;
    }) => {
      await db.insert(tasks).values({
        orgId,
        workOrderNumber: unique("WO-BILL").replace(" ", "-"),
        summary: "Billed visit",
        typeId: values.typeId,
        statusId: values.statusId ?? TaskStatus.Completed,
        locationId: values.locationId,
        createdById: adminId,
        completedAt: new Date(values.completedAt),
      });
    },
  };

  let shared: { buildingId: number; ruleCodeId: number } | null = null;
  /**
   * A building holding 4 counted assets, and one rule for every client billing them at 10.00 with 10 % tax:
   * made once, shared by the clients of `billable`.
   */
  const sharedSetUp = async () => {
    if (shared) return shared;
    const place = await site();
    await fixtures.asset(place.buildingId, 4);
    const code = await fixtures.code({ rate: "10.00", taxRateMilli: 10_000 });
    await ok(
      request("admin", "Billing/SaveBillingRule", {
        body: {
          Name: "Shared assets",
          SourceId: BillingRuleSource.ActiveAssets,
          CategoryId: consumable.categoryId,
          ChargeCodeId: code.id,
        },
      }),
    );
    shared = { buildingId: place.buildingId, ruleCodeId: code.id };
    return shared;
  };

  return {
    ...fixtures,
    /** The charge code of the shared rule (10.00 a unit). */
    sharedCodeId: async () => (await sharedSetUp()).ruleCodeId,
    /**
     * A client billed every month of 2026: an Active lease of its own on the shared building (rent 1,000.00 a
     * month), so each invoice holds 4 assets × 10.00 + 10 % tax = 44.00 and the rent: 1,044.00 in all.
     */
    billable: async (values: { name?: string; currency?: string; terms?: number } = {}) => {
      const { buildingId } = await sharedSetUp();
      const lessee = unique("Lessee");
      await fixtures.lease(lessee, buildingId);
      return fixtures.client({ ...values, lessee });
    },
  };
};
