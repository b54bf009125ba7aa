import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { employees, mailOutbox, organisations, roles } from "../../../db/schema/index.ts";
import type { TestApp } from "../../../test/test-app.ts";
import { hashPassword } from "../../auth/password.ts";

/** The password the test people start with. */
export const START_PASSWORD = "Starting-point-2048";

export type TestPerson = { employeeId: number; orgId: number; email: string; firstName: string };

/** A person of Acme's Viewer role, made for one test: enabled and active unless told otherwise. */
export const addPerson = async (
  t: TestApp,
  person: { email: string; firstName: string; lastName: string; isEnabled?: boolean; isInvited?: boolean },
): Promise<TestPerson> => {
  const [role] = await t.ctx.db
    .select({ id: roles.id, orgId: roles.orgId })
    .from(roles)
    .innerJoin(organisations, eq(organisations.id, roles.orgId))
    .where(and(eq(organisations.name, "Acme Facilities"), eq(roles.name, "Viewer")));
  if (!role) throw new Error("no Viewer role in Acme");
  const [row] = await t.ctx.db
    .insert(employees)
    .values({
      orgId: role.orgId,
      roleId: role.id,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      enabled: person.isEnabled ?? true,
      passwordHash: person.isInvited ? null : await hashPassword(START_PASSWORD),
      activatedAt: person.isInvited ? null : new Date(),
      invitedAt: person.isInvited ? new Date() : null,
    })
    .returning({ id: employees.id });
  return { employeeId: row!.id, orgId: role.orgId, email: person.email, firstName: person.firstName };
};

let lastAddress = 0;
/** A client address of its own for each caller, so one test's requests never count against another's. */
export const nextAddress = (): string => {
  lastAddress += 1;
  return `10.20.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

/** POST Login/ChangePasswordWithEmailLink from a client address. */
export const askForLink = (
  t: TestApp,
  email: string,
  remoteAddress: string,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: "POST",
    url: "/api/Login/ChangePasswordWithEmailLink",
    payload: { Email: email },
    remoteAddress,
  });

/** The token of a reset link in a mail's text. */
export const tokenIn = (text: string): string => {
  const match = /\/#\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
};

/** The mails kept in the outbox for an address. */
export const outboxTo = (t: TestApp, address: string) =>
  t.ctx.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, purpose: mailOutbox.purpose })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address));
