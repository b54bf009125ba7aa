import { ImportPhase } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { codeFacts, parentsById, lockCodeStems } from "../locations/location-create-plan.service.ts";
import { writePlannedRows } from "../locations/location-create.service.ts";
import type { PlannedLocation } from "../locations/location-create.plan.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import type { LocationImportQueries } from "./import-locations.plan.ts";
import type { ImportWriter } from "./import-run.types.ts";

/**
 * The main thread's part of a locations import: the lookups the planning asks for, and the one transaction
 * that writes the planned rows. The code stems are locked before writing, so a location created meanwhile under
 * the same parent waits for the import (and then takes the next number after it).
 */
export const locationImport: ImportWriter = {
  queries: (ctx: AppContext, session: ActiveSession): LocationImportQueries => ({
    parents: (ids) => parentsById(ctx.db, session.orgId, ids),
    codeFacts: (needs) => codeFacts(ctx.db, session.orgId, needs),
  }),
  write: async ({ ctx, session, items, stems, hooks, complete }) => {
    const planned = items as PlannedLocation[];
    hooks.phase(ImportPhase.Writing);
    const written = await ctx.db.transaction(async (tx) => {
      await lockCodeStems(tx, session.orgId, stems);
      const ids = await writePlannedRows(tx, session, ctx.now(), planned, (n) =>
        hooks.progress(n / planned.length),
      );
      await complete(tx, ids.size);
      return ids.size;
    });
    return { ok: true, written };
  },
};
