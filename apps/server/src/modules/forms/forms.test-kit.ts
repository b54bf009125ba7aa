import { and, asc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  AccessRightType,
  FieldType,
  ModuleId as M,
  type FormDetail,
  type FormWriteReply,
} from "@fieldstead/domain";
import {
  employees,
  formHistory,
  forms,
  formVersions,
  modules,
  roleModulePermissions,
} from "../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  signInAccounts,
  type TestApp,
  type TestDatabase,
} from "../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";
import type { Backend } from "../../test/test-databases.ts";

const ACCOUNTS = {
  admin: "admin@acme.example",
  manager: "manager@acme.example",
  tech: "tech@acme.example",
  lease: "lease@acme.example",
  globex: "admin@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;

/** A small sound definition: a decimal reading, a second one worked out from it, and a dropdown. */
export const definitionOf = (extra: Record<string, unknown>[] = []) => ({
  Sections: [
    {
      SectionId: 1,
      Name: "Readings",
      OrderIndex: 0,
      Fields: [
        { QuestionId: 1, QuestionText: "Meter", FieldTypeId: FieldType.Decimal, FieldAlias: "Meter" },
        {
          QuestionId: 2,
          QuestionText: "Doubled",
          FieldTypeId: FieldType.Decimal,
          FieldAlias: "Doubled",
          Formula: "[Meter] * 2",
        },
        {
          QuestionId: 3,
          QuestionText: "Fuel",
          FieldTypeId: FieldType.Dropdown,
          Options: ["Diesel", "Petrol"],
        },
        ...extra,
      ],
    },
  ],
});

/** The reply's JSON after checking its status (200 unless told). */
export const ok = async <T>(res: Promise<LightMyRequestResponse>, status = 200): Promise<T> => {
  const answered = await res;
  expect(answered.statusCode, answered.body).toBe(status);
  return answered.json() as T;
};

/** The fields a refusal names, and its message. */
export const problemsOf = (res: LightMyRequestResponse): { field: string; message: string }[] =>
  (res.json() as { fields?: { field: string; message: string }[] }).fields ?? [];
export const messageOf = (res: LightMyRequestResponse): string =>
  (res.json() as { StatusMessage: string }).StatusMessage;

/** The Form Builder's calls as each demo account makes them, on a private copy of the demo database. */
export const openFormsTestKit = async (backend: Backend) => {
  const db: TestDatabase = await openTestDatabase(backend);
  const t: TestApp = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
  const who = await signInAccounts(t, ACCOUNTS);
  const call = (w: Who, action: string, options: { body?: unknown; query?: Record<string, string> } = {}) =>
    t.call(
      options.query ? "GET" : "POST",
      `/api/FormBuilder/${action}${options.query ? `?${new URLSearchParams(options.query)}` : ""}`,
      { token: who[w].token, ...(options.body === undefined ? {} : { body: options.body }) },
    );
  const save = (body: Record<string, unknown>, w: Who = "admin") => call(w, "SaveForm", { body });
  const move = (FormId: number, ActionId: number, w: Who = "admin", Comment?: string) =>
    call(w, "MoveForm", { body: { FormId, ActionId, ...(Comment === undefined ? {} : { Comment }) } });
  return {
    t,
    who,
    call,
    save,
    move,
    /** Creates a form and answers its id. */
    create: async (Name: string, extra: Record<string, unknown> = {}, w: Who = "admin") =>
      (await ok<FormWriteReply>(save({ Name, Definition: definitionOf(), ...extra }, w))).FormId,
    get: (FormId: number, w: Who = "admin") =>
      ok<FormDetail>(call(w, "GetForm", { query: { FormId: String(FormId) } })),
    /** Everything written about a form: its row's status and version, its history and its versions. */
    stored: async (formId: number) => {
      const dbh = t.ctx.db;
      const [row] = await dbh
        .select({
          statusId: forms.statusId,
          latestVersion: forms.latestVersion,
          inUse: forms.inUse,
          name: forms.name,
        })
        .from(forms)
        .where(eq(forms.id, formId));
      const history = await dbh
        .select({ from: formHistory.fromStatusId, to: formHistory.toStatusId, comment: formHistory.comment })
        .from(formHistory)
        .where(eq(formHistory.formId, formId))
        .orderBy(asc(formHistory.id));
      const versions = await dbh
        .select({ version: formVersions.version, definition: formVersions.definition })
        .from(formVersions)
        .where(and(eq(formVersions.formId, formId)))
        .orderBy(asc(formVersions.version));
      return { row, history, versions };
    },
    /**
     * Lets a demo account's role draft forms and send them for review, as a role editor would grant it: the
     * Builders menu, the Form Builder, and the Draft and Request for Review operations (not Approve, Reject or
     * Disable).
     */
    grantFormAuthoring: async (w: Who) => {
      const dbh = t.ctx.db;
      const [person] = await dbh
        .select({ roleId: employees.roleId, orgId: employees.orgId })
        .from(employees)
        .where(eq(employees.id, who[w].employeeId));
      if (!person) throw new Error(`no demo account ${w}`);
      const wanted: [number, number][] = [
        [M.Builders, 0],
        [M.FormBuilder, M.Builders],
        [M.DataPointDraft, M.FormBuilder],
        [M.DataPointRequestReview, M.FormBuilder],
      ];
      for (const [moduleId, parentId] of wanted) {
        const [ref] = await dbh
          .select({ id: modules.id })
          .from(modules)
          .where(and(eq(modules.moduleId, moduleId), eq(modules.parentId, parentId)));
        if (!ref) throw new Error(`no module ${moduleId} under ${parentId}`);
        await dbh
          .delete(roleModulePermissions)
          .where(
            and(eq(roleModulePermissions.roleId, person.roleId), eq(roleModulePermissions.moduleRef, ref.id)),
          );
        await dbh.insert(roleModulePermissions).values({
          orgId: person.orgId,
          roleId: person.roleId,
          moduleRef: ref.id,
          accessRightTypeId: AccessRightType.ReadWrite,
          enabled: true,
        });
      }
      t.ctx.permissions.invalidate(person.roleId);
    },
    formCount: async () => {
      const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(forms);
      return Number(row?.n ?? 0);
    },
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

export type FormsTestKit = Awaited<ReturnType<typeof openFormsTestKit>>;
