import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { notifications } from "../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  signInAccounts,
  type TestApp,
  type TestDatabase,
  type TestPerson,
} from "../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";
import type { Backend } from "../../test/test-databases.ts";
import {
  insertNotifications,
  type NewNotification,
  type NotificationRow,
} from "./notification-audience.repository.ts";

const ACCOUNTS = {
  admin: "admin@acme.example",
  tech: "tech@acme.example",
  manager: "manager@acme.example",
  viewer: "viewer@acme.example",
  globex: "admin@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;
export type Person = TestPerson;

export type NotificationsTestKit = {
  t: TestApp;
  who: Record<Who, Person>;
  /** A call of the API (path under /api) as one of the demo accounts, or anonymously. */
  call(
    who: Who | null,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** The reply's JSON after checking its status (200 unless told). */
  ok<T>(res: Promise<LightMyRequestResponse>, status?: number): Promise<T>;
  /** Removes every notification of these people (a clean slate for a test). */
  clear(...people: Who[]): Promise<void>;
  /** Writes notifications for one person through the engine's own writer. */
  give(who: Who, rows: Partial<NewNotification>[]): Promise<NotificationRow[]>;
  close(): Promise<void>;
};

export const openNotificationsTestKit = async (backend: Backend): Promise<NotificationsTestKit> => {
  const db: TestDatabase = await openTestDatabase(backend);
  const t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
  const who = await signInAccounts(t, ACCOUNTS);
  const call: NotificationsTestKit["call"] = (w, method, path, body) =>
    t.call(method, `/api${path}`, {
      ...(w ? { token: who[w].token } : {}),
      ...(body === undefined ? {} : { body }),
    });
  const ok = async <T>(res: Promise<LightMyRequestResponse>, status = 200) => {
    const answered = await res;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json() as T;
  };
  return {
    t,
    who,
    call,
    ok,
    clear: async (...people) => {
      for (const w of people)
        await t.ctx.db.delete(notifications).where(eq(notifications.employeeId, who[w].employeeId));
    },
    give: (w, rows) =>
      insertNotifications(
        t.ctx.db,
        rows.map((row) => ({
          orgId: who[w].orgId,
          employeeId: who[w].employeeId,
          kindId: null,
          eventId: null,
          subjectType: null,
          subjectId: null,
          labelText: "Notice",
          bodyText: "A notice",
          completeUrl: null,
          ...row,
        })),
      ),
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

/** The field names of a refusal. */
export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);
