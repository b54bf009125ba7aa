import { and, asc, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type {
  BillingReport,
  BillingReportParams,
  ReconDifferenceKindId,
  ReconDifferenceStateId,
} from "@fieldstead/domain";
import {
  assetCategories,
  invoices,
  locations,
  reconDifferences,
  reconRuns,
} from "../../../db/schema/index.ts";
import type { Backend } from "../../../test/test-databases.ts";
import { openReceiptsTestKit, type Org, type Who } from "../receipts/receipts.test-kit.ts";

export { fieldsOf, messageOf, type Who } from "../receipts/receipts.test-kit.ts";

export type KitDifference = {
  clientId: number;
  locationId: number;
  categoryId: number;
  kindId: ReconDifferenceKindId;
  billed: number;
  found: number;
  stateId: ReconDifferenceStateId;
  appliedInvoiceId?: number;
};

/**
 * Billing reports' calls and records on the receipts' kit: the demo's invoices and payments are taken away, so
 * each test's figures come from the invoices it writes (clients, invoices and their lines, written directly).
 */
export const openReportsTestKit = async (backend: Backend) => {
  const kit = await openReceiptsTestKit(backend);
  const db = kit.t.ctx.db;
  const orgOf = (org: Org = "acme") => kit.who[org === "acme" ? "admin" : "globex"].orgId;
  const run = (who: Who, body: Record<string, unknown>) => kit.call(who, "RunBillingReport", { body });
  return {
    ...kit,
    run,
    /** The report, as the lease manager runs it unless told. */
    report: (body: Partial<BillingReportParams>, who: Who = "lease") => kit.ok<BillingReport>(run(who, body)),
    download: (who: Who, body: Record<string, unknown> & { Format: string }) =>
      kit.call(who, "DownloadBillingReport", { body }),
    /** Records what was paid of an invoice (payments are another part of billing: written directly). */
    pay: async (invoiceId: number, paid: string) => {
      await db.update(invoices).set({ paid }).where(eq(invoices.id, invoiceId));
    },
    /** Two of the organisation's locations and two asset categories, each pair in name order. */
    sitesAndCategories: async () => {
      const orgId = orgOf();
      const sites = await db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(eq(locations.orgId, orgId))
        .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id))
        .limit(2);
      const categories = await db
        .select({ id: assetCategories.id, name: assetCategories.name })
        .from(assetCategories)
        .where(and(eq(assetCategories.orgId, orgId)))
        .orderBy(asc(sql`lower(${assetCategories.name})`), asc(assetCategories.id))
        .limit(2);
      return { sites, categories };
    },
    /** A reconciliation run of a month with its differences, written directly. */
    addReconRun: async (period: string, differences: KitDifference[], org: Org = "acme") => {
      const orgId = orgOf(org);
      const [written] = await db
        .insert(reconRuns)
        .values({ orgId, period, clientId: null, resultCode: 15, differenceCount: differences.length })
        .returning({ id: reconRuns.id });
      await db.insert(reconDifferences).values(
        differences.map((d) => ({
          orgId,
          runId: written!.id,
          clientId: d.clientId,
          locationId: d.locationId,
          categoryId: d.categoryId,
          kindId: d.kindId,
          billedQuantity: d.billed,
          foundQuantity: d.found,
          stateId: d.stateId,
          appliedInvoiceId: d.appliedInvoiceId ?? null,
        })),
      );
    },
  };
};

export type ReportsTestKit = Awaited<ReturnType<typeof openReportsTestKit>>;

/** The body of a file reply. */
export const fileOf = (res: LightMyRequestResponse): Buffer => res.rawPayload;
