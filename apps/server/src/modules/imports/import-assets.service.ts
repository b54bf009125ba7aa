import { asSentence, ImportKind, ImportPhase, importHeaderOf, type ImportProblem } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { insertAssetsInTx } from "../assets/assets.service.ts";
import type { AssetImportItem, AssetImportQueries } from "./import-assets.resolve.ts";
import {
  fieldKey,
  ImportRefused,
  parseFieldKey,
  type ImportWriter,
  writeAllOrNothing,
} from "./import-run.types.ts";
import {
  findAssetsBySerial,
  findLocationsByCodeOrName,
  findPartsByNumber,
  findStockRecords,
  findVendorsByName,
} from "./imports.repository.ts";

/** Assets a call of the create service checks and writes: its statements stay small. */
const WRITE_BATCH = 500;

/**
 * The main thread's part of an assets import: the lookups the checking asks for, and the writing through the
 * create service (catalogue, units, place, status and serial rules, tags, history, warehouse stock) in batches
 * of 500 inside one transaction: a batch it refuses is reported and the rest still checked, and any refusal
 * rolls every batch back.
 */
export const assetImport: ImportWriter = {
  queries: (ctx: AppContext, session: ActiveSession): AssetImportQueries => ({
    refs: async ({ partNumbers, locations, vendors }) => {
      const [parts, places, vendorRows] = await Promise.all([
        findPartsByNumber(ctx.db, session.orgId, partNumbers),
        findLocationsByCodeOrName(ctx.db, session.orgId, locations),
        findVendorsByName(ctx.db, session.orgId, vendors),
      ]);
      return { parts, places, vendors: vendorRows };
    },
    clashes: async ({ serialParts, serials, stockParts, stockPlaces }) => {
      const [holders, records] = await Promise.all([
        findAssetsBySerial(ctx.db, session.orgId, serialParts, serials),
        findStockRecords(ctx.db, session.orgId, stockParts, stockPlaces),
      ]);
      return { holders, records };
    },
  }),
  write: async ({ ctx, session, items, hooks, complete }) => {
    const resolved = items as AssetImportItem[];
    const problems: ImportProblem[] = [];
    hooks.phase(ImportPhase.Writing);
    return writeAllOrNothing(ctx, async (tx) => {
      let count = 0;
      for (let start = 0; start < resolved.length; start += WRITE_BATCH) {
        const batch = resolved.slice(start, start + WRITE_BATCH);
        try {
          const inserted = await insertAssetsInTx(
            tx,
            ctx,
            session,
            batch.map((r) => r.asset),
            { fieldName: fieldKey },
          );
          count += inserted.length;
        } catch (err) {
          if (!(err instanceof AppError) || !err.fields) throw err;
          for (const f of err.fields) {
            const { index, field } = parseFieldKey(f.field);
            problems.push({
              Row: batch[index]?.rowNumber ?? 0,
              Field: importHeaderOf(ImportKind.Assets, field),
              Message: asSentence(f.message),
            });
          }
        }
        hooks.progress(Math.min(1, (start + batch.length) / resolved.length));
      }
      if (problems.length > 0) throw new ImportRefused(problems);
      await complete(tx, count);
      return count;
    });
  },
};
