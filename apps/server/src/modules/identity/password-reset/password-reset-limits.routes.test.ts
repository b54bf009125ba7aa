import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { employees } from "../../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../../test/test-app.ts";
import { startSmtpCatcher, type SmtpCatcher } from "../../../test/smtp-catcher.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { passwordResetRequestsIdle } from "./password-reset.service.ts";
import { addPerson, askForLink, nextAddress, outboxTo, tokenIn } from "./password-reset.test-support.ts";

const TOO_MANY = "Too many requests for a reset link. Wait a while and try again.";

describe.each(testBackends())("who gets a reset link, and how often, on %s", (backend) => {
  let smtp: SmtpCatcher;
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, {
      config: { mail: { smtpUrl: smtp.url, from: "Fieldstead <no-reply@fieldstead.test>" } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
    await smtp?.close();
  });

  it("refuses the fourth request in an hour for one e-mail, known or not, with the same answer", async () => {
    const person = await addPerson(t, {
      email: "often.asks@acme.example",
      firstName: "Oft",
      lastName: "Asker",
    });
    const refusals = [];
    for (const email of [person.email, "often.unknown@acme.example"]) {
      for (let i = 0; i < 3; i += 1) expect((await askForLink(t, email, nextAddress())).statusCode).toBe(200);
      const refused = await askForLink(t, email.toUpperCase(), nextAddress());
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
      refusals.push(refused.json());
    }
    expect(refusals[0]).toEqual(refusals[1]);
    expect(refusals[0]).toMatchObject({ StatusMessage: TOO_MANY });
    await passwordResetRequestsIdle(t.ctx);
    expect(await outboxTo(t, person.email)).toHaveLength(3);

    // An hour later the e-mail may ask again.
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await askForLink(t, person.email, nextAddress())).statusCode).toBe(200);
  });

  it("refuses the 21st request in an hour from one client address", async () => {
    const address = nextAddress();
    for (let i = 0; i < 20; i += 1)
      expect((await askForLink(t, `spray${i}@nowhere.example`, address)).statusCode).toBe(200);
    const refused = await askForLink(t, "admin@acme.example", address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().StatusMessage).toBe(TOO_MANY);
    expect((await askForLink(t, "spray99@nowhere.example", nextAddress())).statusCode).toBe(200);
  });

  it("mails nobody for a disabled person, though the answer is the same", async () => {
    const person = await addPerson(t, {
      email: "gone.away@acme.example",
      firstName: "Gone",
      lastName: "Away",
      isEnabled: false,
    });
    const res = await askForLink(t, person.email, nextAddress());
    expect(res.statusCode).toBe(200);
    expect(res.json().StatusCode).toBe(0);
    await passwordResetRequestsIdle(t.ctx);
    await t.ctx.mail.idle();
    expect(await outboxTo(t, person.email)).toEqual([]);
    expect(smtp.mails.filter((m) => m.to.includes(person.email))).toEqual([]);
  });

  it("refuses the link of a person disabled after it was sent", async () => {
    const person = await addPerson(t, { email: "soon.off@acme.example", firstName: "Soon", lastName: "Off" });
    await askForLink(t, person.email, nextAddress());
    const token = tokenIn((await smtp.nextMailTo(person.email)).text);
    await t.ctx.db.update(employees).set({ enabled: false }).where(eq(employees.id, person.employeeId));
    const res = await t.call("POST", "/api/Login/ResetPassword", {
      body: { Token: token, NewPassword: "Quiet-meadow-lights-4", ConfirmPassword: "Quiet-meadow-lights-4" },
    });
    expect(res.statusCode).toBe(400);
  });

  it("lets an invited person who lost the invitation set a password through a reset link, activating them", async () => {
    const person = await addPerson(t, {
      email: "never.came@acme.example",
      firstName: "Never",
      lastName: "Came",
      isInvited: true,
    });
    await askForLink(t, person.email, nextAddress());
    const token = tokenIn((await smtp.nextMailTo(person.email)).text);
    const res = await t.call("POST", "/api/Login/ResetPassword", {
      body: { Token: token, NewPassword: "Amber-window-seat-62", ConfirmPassword: "Amber-window-seat-62" },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select({ activatedAt: employees.activatedAt })
      .from(employees)
      .where(eq(employees.id, person.employeeId));
    expect(row?.activatedAt).toBeInstanceOf(Date);
    await expect(t.signIn(person.email, "Amber-window-seat-62")).resolves.toBeTruthy();
  });
});
