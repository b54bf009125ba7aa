import {
  classifyReconDifference,
  ModuleId,
  reconRunOutcome,
  type RunTechRecon,
  type RunTechReconReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { invalidField } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { requireBillingCapability } from "../billing-access.ts";
import { computeReconDifferences, reconScopeCounts } from "./tech-recon-compute.repository.ts";
import { insertReconRun, reconClientOf, type NewReconDifference } from "./tech-recon.repository.ts";

/**
 * Reconciles a month: what the client(s) are billed for against what is in the field, per client, site and asset
 * category (the definitions: packages/domain/src/billing/recon/tech-recon.rules.ts). The quantities are counted
 * in two set-based queries, and the run and its differences are written in the same transaction, so a run
 * is kept whole or not at all. Needs the 'run technical reconciliation' capability (403).
 */
export const runTechRecon = async (
  ctx: AppContext,
  session: ActiveSession,
  body: RunTechRecon,
): Promise<RunTechReconReply> => {
  await requireBillingCapability(ctx, session, ModuleId.BillingTechReconRun, "run technical reconciliation");
  const { orgId, employeeId } = session;
  const scope = { orgId, period: body.Period, clientId: body.ClientId };
  return ctx.db.transaction(async (tx) => {
    if (body.ClientId !== null && !(await reconClientOf(tx, orgId, body.ClientId)))
      throw invalidField("ClientId", `No client with id ${body.ClientId}.`);
    const run = await writeReconRun(tx, { ...scope, createdById: employeeId, at: ctx.now() });
    return { StatusCode: run.code, StatusMessage: run.message, Id: run.id };
  });
};

/**
 * Counts a month's billed and found quantities and writes the run with its differences (in the caller's
 * transaction): the product's runs and the demo data's run alike.
 */
export const writeReconRun = async (
  tx: Tx,
  scope: { orgId: number; period: string; clientId: number | null; createdById: number; at: Date },
): Promise<{ id: number; code: number; message: string }> => {
  const computed = await computeReconDifferences(tx, scope);
  const counts = await reconScopeCounts(tx, scope);
  const differences: NewReconDifference[] = computed.flatMap((c) => {
    const kindId = classifyReconDifference({ billed: c.billed, found: c.found });
    return kindId === null
      ? []
      : [
          {
            clientId: c.clientId,
            locationId: c.siteId,
            categoryId: c.categoryId,
            chargeCodeId: c.chargeCodeId,
            kindId,
            billedQuantity: c.billed,
            foundQuantity: c.found,
          },
        ];
  });
  const outcome = reconRunOutcome({
    differenceCount: differences.length,
    differenceSiteCount: new Set(differences.map((d) => d.locationId)).size,
    hasSites: counts.sites > 0,
    hasAssets: counts.assets > 0,
    isOneClient: scope.clientId !== null,
  });
  const id = await insertReconRun(
    tx,
    {
      orgId: scope.orgId,
      period: scope.period,
      clientId: scope.clientId,
      resultCode: outcome.code,
      createdById: scope.createdById,
      createdAt: scope.at,
    },
    differences,
  );
  return { id, code: outcome.code, message: outcome.message };
};
