import { count, eq } from "drizzle-orm";
import { employees, identityTokens, mailOutbox, roles } from "../../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../../test/test-app.ts";
import type { Backend } from "../../../test/test-databases.ts";
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "../../../test/smtp-catcher.ts";

export const ACME_ADMIN = "admin@acme.example";
export const ACME_TECH = "tech@acme.example";
export const GLOBEX_ADMIN = "admin@globex.example";
export const GLOBEX_TECH = "tech@globex.example";

export const INVITE = "/api/Employee/InviteEmployee";
export const RESEND = "/api/Employee/ResendInvitation";
export const RESET_LINK = "/api/Employee/SendPasswordResetLink";
export const ACTIVATE = "/api/Employee/ActivateEmployee";

/** A server with a real SMTP server behind it, the demo data, and the ways to read what it wrote. */
export type InvitationsHarness = {
  t: TestApp;
  smtp: SmtpCatcher;
  token(email: string): string;
  /** The role's id in the organisation of this demo account. */
  roleId(orgOf: string, name: string): Promise<number>;
  employeeId(email: string): Promise<number | undefined>;
  post(url: string, body: unknown, as?: string): ReturnType<TestApp["call"]>;
  /** How many people, links and kept mails there are (a refusal changes none of them). */
  counts(): Promise<{ people: number; links: number; mails: number }>;
  close(): Promise<void>;
};

/** The token of the activation link a mail carries. */
export const activationTokenOf = (mail: CaughtMail): string => {
  const match = /#\/activate-user\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no activation link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
};

export const openInvitationsHarness = async (backend: Backend): Promise<InvitationsHarness> => {
  const smtp = await startSmtpCatcher();
  const db: TestDatabase = await openTestDatabase(backend);
  const t = await createTestApp(db.database, {
    config: { mail: { smtpUrl: smtp.url, from: "Fieldstead <no-reply@fieldstead.test>" } },
  });
  const tokens = new Map<string, string>();
  for (const email of [ACME_ADMIN, ACME_TECH, GLOBEX_ADMIN]) tokens.set(email, (await t.signIn(email)).token);
  const token = (email: string) => {
    const found = tokens.get(email);
    if (!found) throw new Error(`${email} is not signed in`);
    return found;
  };
  const employeeId = async (email: string) =>
    (await t.ctx.db.select({ id: employees.id }).from(employees).where(eq(employees.email, email)))[0]?.id;
  const roleId = async (orgOf: string, name: string) => {
    const [person] = await t.ctx.db
      .select({ orgId: employees.orgId })
      .from(employees)
      .where(eq(employees.email, orgOf));
    const all = await t.ctx.db.select().from(roles).where(eq(roles.orgId, person!.orgId));
    const role = all.find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role.id;
  };
  const total = async (table: typeof employees | typeof identityTokens | typeof mailOutbox) =>
    (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    t,
    smtp,
    token,
    roleId,
    employeeId,
    post: (url, body, as = ACME_ADMIN) => t.call("POST", url, { token: token(as), body }),
    counts: async () => ({
      people: await total(employees),
      links: await total(identityTokens),
      mails: await total(mailOutbox),
    }),
    close: async () => {
      await t.close();
      await db.dispose();
      await smtp.close();
    },
  };
};
