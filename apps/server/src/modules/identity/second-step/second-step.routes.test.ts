import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SecondStepChallenge } from "@fieldstead/domain";
import { DEMO_PASSWORD } from "../../../seed/demo.seed.ts";
import { SESSION_COOKIE } from "../../../plugins/auth.ts";
import { startSmtpCatcher, type SmtpCatcher } from "../../../test/smtp-catcher.ts";
import {
  createTestApp,
  openTestDatabase,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";

const SET = "/api/Settings/SetSecondStep";
const GET = "/api/Settings/GetSecondStep";
const VERIFY = "/api/Login/VerifyOneTimePassword";
const RESEND = "/api/Login/ResendOneTimePassword";

/** Another six digits than these. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe.each(testBackends())("the e-mailed code at sign-in on %s", (backend) => {
  let smtp: SmtpCatcher;
  let db: TestDatabase;
  let t: TestApp;
  let admin: SignedIn;

  const login = (email: string, password = DEMO_PASSWORD) =>
    t.call("POST", "/api/Login", { body: { email, password } });
  /** Signs in with the password, which must answer the second step; answers it and the e-mailed code. */
  const challengeOf = async (email: string) => {
    const res = await login(email);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const challenge = res.json<SecondStepChallenge>();
    return { challenge, code: await codeMailedTo(email) };
  };
  const codeMailedTo = async (email: string) => {
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe("Your Fieldstead sign-in code");
    const code = /finish signing in to Fieldstead: (\d{6})/.exec(mail.text)?.[1];
    expect(code, mail.text).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code!);
    return code!;
  };
  const verify = (ChallengeId: string, Code: string) =>
    t.call("POST", VERIFY, { body: { ChallengeId, Code } });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database, {
      config: { mail: { smtpUrl: smtp.url, from: "Fieldstead <no-reply@fieldstead.test>" } },
    });
    admin = await t.signIn("admin@acme.example");
  });
  afterAll(async () => {
    await t?.ctx.mail.idle();
    await t?.close();
    await db?.dispose();
    await smtp?.close();
  });

  it("lets a user administrator read and change the setting, and refuses it to others (403)", async () => {
    const viewer = await t.signIn("viewer@acme.example");
    const tech = await t.signIn("tech@acme.example");
    expect((await t.call("GET", GET, { token: admin.token })).json()).toEqual({ Required: false });
    expect((await t.call("GET", GET, { token: viewer.token })).statusCode).toBe(403);
    const refused = await t.call("POST", SET, { token: tech.token, body: { Required: true } });
    expect(refused.statusCode).toBe(403);
    const bad = await t.call("POST", SET, { token: admin.token, body: { Required: "yes" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe("Required");
    expect((await t.call("GET", GET, { token: admin.token })).json()).toEqual({ Required: false });
  });

  it("with the setting on, a right password answers the second step and no cookie; the mailed code signs in once", async () => {
    const on = await t.call("POST", SET, { token: admin.token, body: { Required: true } });
    expect(on.json()).toMatchObject({ StatusCode: 0, Required: true });

    const { challenge, code } = await challengeOf("viewer@acme.example");
    expect(challenge).toMatchObject({
      SecondStepRequired: true,
      Method: "email",
      Destination: "v***@acme.example",
      ResendAfterSeconds: 60,
    });
    expect(challenge).not.toHaveProperty("Token");

    const res = await verify(challenge.ChallengeId, code);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({ Email: "viewer@acme.example", RecoveryCodesLeft: null });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      value: record.Token,
      httpOnly: true,
    });
    const details = await t.call("POST", "/api/Employee/GetEmployeeDetails", {
      token: record.Token,
      body: {},
    });
    expect(details.json().Email).toBe("viewer@acme.example");

    const again = await verify(challenge.ChallengeId, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().StatusMessage).toBe("This sign-in has ended. Sign in again.");
  });

  it("sends no code for a wrong password, and leaves another organisation's sign-in alone", async () => {
    const wrong = await login("lease@acme.example", "not-the-password-1");
    expect(wrong.statusCode).toBe(401);
    const globex = await login("admin@globex.example");
    expect(globex.statusCode).toBe(200);
    expect(globex.json().Email).toBe("admin@globex.example");
    expect(smtp.mails.some((m) => m.to.includes("lease@acme.example"))).toBe(false);
  });

  it("counts wrong codes down, and the fifth ends the sign-in", async () => {
    const { challenge, code } = await challengeOf("manager@acme.example");
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(challenge.ChallengeId, otherThan(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([
        { field: "Code", message: `The code is not correct. ${left} ${left === 1 ? "try" : "tries"} left.` },
      ]);
    }
    const fifth = await verify(challenge.ChallengeId, otherThan(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().StatusMessage).toBe("Too many wrong codes. Sign in again.");
    const right = await verify(challenge.ChallengeId, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().StatusMessage).toBe("Too many wrong codes. Sign in again.");
  });

  it("refuses a code after its ten minutes", async () => {
    const { challenge, code } = await challengeOf("lease@acme.example");
    t.clock.advance(10 * 60 * 1000);
    const res = await verify(challenge.ChallengeId, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      StatusMessage: "This code has expired. Sign in again.",
      fields: [{ field: "Code", message: "This code has expired. Sign in again." }],
    });
  });

  it("sends a new code at most once a minute, and the old code stops working", async () => {
    const { challenge, code: first } = await challengeOf("tech@acme.example");
    const tooSoon = await t.call("POST", RESEND, { body: { ChallengeId: challenge.ChallengeId } });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers["retry-after"])).toBeLessThanOrEqual(60);

    t.clock.advance(60 * 1000);
    const resent = await t.call("POST", RESEND, { body: { ChallengeId: challenge.ChallengeId } });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ StatusCode: 0, Destination: "t***@acme.example" });
    const second = await codeMailedTo("tech@acme.example");

    if (second !== first) expect((await verify(challenge.ChallengeId, first)).statusCode).toBe(400);
    const res = await verify(challenge.ChallengeId, second);
    expect(res.statusCode).toBe(200);
    expect(res.json().Email).toBe("tech@acme.example");
  });

  it("does not take one person's code for another person's sign-in", async () => {
    const viewer = await challengeOf("viewer@acme.example");
    const lease = await challengeOf("lease@acme.example");
    if (lease.code !== viewer.code) {
      const crossed = await verify(viewer.challenge.ChallengeId, lease.code);
      expect(crossed.statusCode).toBe(400);
      expect(crossed.json().fields[0].field).toBe("Code");
    }
    const res = await verify(lease.challenge.ChallengeId, lease.code);
    expect(res.json().Email).toBe("lease@acme.example");
    const unknown = await verify("6f1c2a4e-1111-4222-8333-944455556666", viewer.code);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].field).toBe("ChallengeId");
    const malformed = await verify("not-an-id", viewer.code);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].field).toBe("ChallengeId");
  });

  it("signs in with the password alone once the setting is off again", async () => {
    await t.call("POST", SET, { token: admin.token, body: { Required: false } });
    const res = await login("viewer@acme.example");
    expect(res.statusCode).toBe(200);
    expect(res.json().Email).toBe("viewer@acme.example");
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
  });
});
