import { ImportPhase } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  catalogueCodesAmong,
  writeImportedChargeCodes,
} from "../billing/setup/charge-code-import.service.ts";
import { mayChangeTaxRates } from "../billing/setup/charge-codes.service.ts";
import type { ChargeCodeImportItem, ChargeCodeImportQueries } from "./import-charge-codes.resolve.ts";
import { writeAllOrNothing, type ImportWriter } from "./import-run.types.ts";

/**
 * The main thread's part of a charge-code import: the lookups the checking asks for (codes in the catalogue,
 * the importer's right to set tax rates), then every code written in one transaction with its history, ending
 * by marking the job Completed. A code someone else took meanwhile fails the insert, and the import is planned
 * again from what is there now.
 */
export const chargeCodeImport: ImportWriter = {
  queries: (ctx: AppContext, session: ActiveSession): ChargeCodeImportQueries => ({
    refs: async ({ codes }) => {
      const [taken, mayTax] = await Promise.all([
        catalogueCodesAmong(ctx.db, session.orgId, codes),
        mayChangeTaxRates(ctx, session),
      ]);
      return { taken, mayChangeTaxRates: mayTax };
    },
  }),
  write: async ({ ctx, session, items, hooks, complete }) => {
    const planned = items as ChargeCodeImportItem[];
    hooks.phase(ImportPhase.Writing);
    const who = { orgId: session.orgId, employeeId: session.employeeId, at: ctx.now() };
    return writeAllOrNothing(ctx, async (tx) => {
      const count = await writeImportedChargeCodes(
        tx,
        who,
        planned.map((p) => p.fields),
        hooks.progress,
      );
      await complete(tx, count);
      return count;
    });
  },
};
