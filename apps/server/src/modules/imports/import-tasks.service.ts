import { asSentence, ImportKind, ImportPhase, importHeaderOf } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { checkTaskReferences, insertTasks } from "../tasks/task-records.service.ts";
import { findLocationsByCodeOrName } from "./imports.repository.ts";
import type { TaskImportItem, TaskImportQueries } from "./import-tasks.resolve.ts";
import { ImportRefused, type ImportWriter, writeAllOrNothing } from "./import-run.types.ts";
import { findPeopleByEmail, findProjectsByCode } from "./task-import.repository.ts";

/** Tasks one insert writes: its statement stays well under the database's parameter limit. */
const WRITE_BATCH = 500;

/**
 * The main thread's part of a work-order import: the lookups the checking asks for, then — only when no row
 * has a problem — the one task writer (numbers, 'imported' history, created and assigned events) in one
 * transaction, 500 rows a statement. The references are checked once more inside the transaction, so a project
 * archived meanwhile refuses it all.
 */
export const taskImport: ImportWriter = {
  queries: (ctx: AppContext, session: ActiveSession): TaskImportQueries => ({
    refs: async ({ projects, locations, emails }) => {
      const [projectRows, places, people] = await Promise.all([
        findProjectsByCode(ctx.db, session.orgId, projects),
        findLocationsByCodeOrName(ctx.db, session.orgId, locations),
        findPeopleByEmail(ctx.db, session.orgId, emails),
      ]);
      return { projects: projectRows, places, people };
    },
  }),
  write: async ({ ctx, session, items, hooks, complete }) => {
    const resolved = items as TaskImportItem[];
    hooks.phase(ImportPhase.Writing);
    const who = { orgId: session.orgId, employeeId: session.employeeId, now: ctx.now() };
    return writeAllOrNothing(ctx, async (tx) => {
      const refused = await checkTaskReferences(
        tx,
        session.orgId,
        resolved.map((r) => r.fields),
      );
      if (refused.length > 0)
        throw new ImportRefused(
          refused.map((p) => ({
            Row: resolved[p.row]?.rowNumber ?? 0,
            Field: importHeaderOf(ImportKind.Tasks, p.field),
            Message: asSentence(p.message),
          })),
        );
      let count = 0;
      for (let start = 0; start < resolved.length; start += WRITE_BATCH) {
        const batch = resolved.slice(start, start + WRITE_BATCH).map((r) => r.fields);
        count += (await insertTasks(tx, who, batch, "imported")).length;
        hooks.progress(count / resolved.length);
      }
      await complete(tx, count);
      return count;
    });
  },
};
