import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { organisations, projects, tasks } from "../../db/schema/index.ts";
import type { SignedIn } from "../../test/test-app.ts";
import type { TasksTestKit, Who } from "../tasks/tasks.test-kit.ts";

const START = "/api/Export/Start";

/** The first sheet of an xlsx file, each cell as text (dates as ISO instants). */
export const readSheet = async (payload: Buffer): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => (v === null || v === undefined ? "" : v instanceof Date ? v.toISOString() : String(v))),
    ),
  );
  return rows;
};

/** The file name of a Content-Disposition header. */
export const fileNameOf = (disposition: unknown) => /filename="([^"]+)"/.exec(String(disposition))?.[1];

/** Export calls and the records they export, on the tasks test kit; `word` marks this run's records. */
export const workExportsKit = (kit: TasksTestKit, word: string) => ({
  start: (who: Who | SignedIn, body: object) =>
    typeof who === "string"
      ? kit.call(who, "POST", START, body)
      : kit.t.call("POST", START, { token: who.token, body }),
  insertProject: async (orgId: number, code: string, archived = false) =>
    (
      await kit.t.ctx.db
        .insert(projects)
        .values({ orgId, code, name: `${word} project ${code}`, archived })
        .returning({ id: projects.id, code: projects.code })
    )[0]!,
  setProject: (taskId: number, projectId: number) =>
    kit.t.ctx.db.update(tasks).set({ projectId }).where(eq(tasks.id, taskId)),
  globexOrgId: async () =>
    (
      await kit.t.ctx.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.name, "Globex Field Services"))
    )[0]!.id,
});
