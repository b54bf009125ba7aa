import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSync } from "otplib";
import type { AuthenticatorSetupReply, SecondStepChallenge } from "@fieldstead/domain";
import { authenticatorApps } from "../../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../../seed/demo.seed.ts";
import { SESSION_COOKIE } from "../../../plugins/auth.ts";
import {
  createTestApp,
  openTestDatabase,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";

const PERSON = "lease@acme.example";

describe.each(testBackends())("authenticator apps and recovery codes on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let person: SignedIn;
  let secret: string;
  let recoveryCodes: string[];

  /** The code an authenticator app shows now, computed by an authenticator library from the secret. */
  const appCode = (offsetMs = 0) =>
    generateSync({ secret, epoch: Math.floor((t.clock.now().getTime() + offsetMs) / 1000) });
  const call = (path: string, body?: object, token = person.token) =>
    t.call(path.startsWith("Get") ? "GET" : "POST", `/api/Employee/${path}`, { token, body });
  const challenge = async () => {
    const res = await t.call("POST", "/api/Login", { body: { email: PERSON, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    return res.json<SecondStepChallenge>();
  };
  const verify = (ChallengeId: string, Code: string) =>
    t.call("POST", "/api/Login/VerifyOneTimePassword", { body: { ChallengeId, Code } });

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    person = await t.signIn(PERSON);
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("sets an app up: a QR code and the secret, kept encrypted; a wrong code does not confirm it", async () => {
    expect((await call("GetSignInSecurity")).json()).toEqual({
      HasAuthenticator: false,
      RecoveryCodesLeft: 0,
      OrganisationRequiresSecondStep: false,
    });
    const setup = (await call("StartAuthenticatorSetup", {})).json<AuthenticatorSetupReply>();
    secret = setup.Secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.OtpAuthUri).toBe(
      `otpauth://totp/Fieldstead%3Alease%40acme.example?secret=${secret}&issuer=Fieldstead&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.QrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const [stored] = await t.ctx.db.select().from(authenticatorApps);
    expect(stored?.secretEncrypted).not.toContain(secret);
    expect(await t.ctx.encryption.decrypt(stored!.secretEncrypted)).toBe(secret);

    const wrong = await call("ConfirmAuthenticator", { Code: appCode(5 * 60_000) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe("Code");
    const sixDigits = await call("ConfirmAuthenticator", { Code: "12ab" });
    expect(sixDigits.statusCode).toBe(400);
    // Until it is confirmed, signing in asks for nothing.
    const plain = await t.call("POST", "/api/Login", { body: { email: PERSON, password: DEMO_PASSWORD } });
    expect(plain.json().Email).toBe(PERSON);
  });

  it("confirms the app with its code and answers ten recovery codes once", async () => {
    const res = await call("ConfirmAuthenticator", { Code: appCode() });
    expect(res.statusCode).toBe(200);
    recoveryCodes = res.json().RecoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call("GetSignInSecurity")).json()).toMatchObject({
      HasAuthenticator: true,
      RecoveryCodesLeft: 10,
    });
    const again = await call("StartAuthenticatorSetup", {});
    expect(again.statusCode).toBe(409);
  });

  it("asks for the app's code at sign-in even when the organisation does not, and takes each code once", async () => {
    t.clock.advance(30_000);
    const first = await challenge();
    expect(first).toMatchObject({ SecondStepRequired: true, Method: "totp", Destination: null });
    const resend = await t.call("POST", "/api/Login/ResendOneTimePassword", {
      body: { ChallengeId: first.ChallengeId },
    });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().StatusMessage).toBe("Codes from an authenticator app are not sent by e-mail.");
    const code = appCode();
    const res = await verify(first.ChallengeId, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Email: PERSON, RecoveryCodesLeft: null });

    const second = await challenge();
    const replay = await verify(second.ChallengeId, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fields[0]).toEqual({
      field: "Code",
      message: "The code is not correct. 4 tries left.",
    });
    t.clock.advance(30_000);
    expect((await verify(second.ChallengeId, appCode())).statusCode).toBe(200);
  });

  it("accepts the code of the step before or after, not older", async () => {
    t.clock.advance(60_000);
    expect((await verify((await challenge()).ChallengeId, appCode(-30_000))).statusCode).toBe(200);
    t.clock.advance(90_000);
    expect((await verify((await challenge()).ChallengeId, appCode(30_000))).statusCode).toBe(200);
    t.clock.advance(90_000);
    const stale = appCode(-120_000);
    const near = [appCode(-30_000), appCode(), appCode(30_000)];
    if (!near.includes(stale))
      expect((await verify((await challenge()).ChallengeId, stale)).statusCode).toBe(400);
  });

  it("takes a recovery code once, in any case and spacing, and says how many are left", async () => {
    const [code] = recoveryCodes;
    const typed = code!.toUpperCase().replace("-", " ");
    const res = await verify((await challenge()).ChallengeId, typed);
    expect(res.statusCode).toBe(200);
    expect(res.json().RecoveryCodesLeft).toBe(9);
    const again = await verify((await challenge()).ChallengeId, code!);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields[0].field).toBe("Code");
    expect((await call("GetSignInSecurity")).json().RecoveryCodesLeft).toBe(9);
  });

  it("turns the app off only with the current password, and sign-in asks for nothing more", async () => {
    const wrong = await call("RemoveAuthenticator", { Password: "not-my-password-1" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0]).toEqual({
      field: "Password",
      message: "The current password is not correct.",
    });
    expect((await call("GetSignInSecurity")).json().HasAuthenticator).toBe(true);

    const res = await call("RemoveAuthenticator", { Password: DEMO_PASSWORD });
    expect(res.json()).toMatchObject({ StatusCode: 0 });
    expect((await call("GetSignInSecurity")).json()).toMatchObject({
      HasAuthenticator: false,
      RecoveryCodesLeft: 0,
    });
    const plain = await t.call("POST", "/api/Login", { body: { email: PERSON, password: DEMO_PASSWORD } });
    expect(plain.json().Email).toBe(PERSON);
    expect(plain.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
  });

  it("is turned off by a user administrator for a person who lost their phone, within the organisation only", async () => {
    secret = (await call("StartAuthenticatorSetup", {})).json<AuthenticatorSetupReply>().Secret;
    t.clock.advance(30_000);
    expect((await call("ConfirmAuthenticator", { Code: appCode() })).statusCode).toBe(200);
    const admin = await t.signIn("admin@acme.example");
    const tech = await t.signIn("tech@acme.example");
    const globexAdmin = await t.signIn("admin@globex.example");
    const remove = (token: string) =>
      t.call("POST", "/api/Employee/RemoveUserAuthenticator", {
        token,
        body: { EmployeeId: person.record.EmpId },
      });

    expect((await remove(tech.token)).statusCode).toBe(403);
    expect((await remove(globexAdmin.token)).statusCode).toBe(404);
    expect((await call("GetSignInSecurity")).json().HasAuthenticator).toBe(true);

    const res = await remove(admin.token);
    expect(res.json()).toEqual({
      StatusCode: 0,
      StatusMessage: "The authenticator app of Priya Natarajan is turned off.",
    });
    expect((await call("GetSignInSecurity")).json()).toMatchObject({
      HasAuthenticator: false,
      RecoveryCodesLeft: 0,
    });
    expect((await remove(admin.token)).json().StatusMessage).toBe(
      "Priya Natarajan has no authenticator app.",
    );
    const plain = await t.call("POST", "/api/Login", { body: { email: PERSON, password: DEMO_PASSWORD } });
    expect(plain.json().Email).toBe(PERSON);
  });

  it("acts on the caller only: another person's app is untouched", async () => {
    const other = await t.signIn("viewer@acme.example");
    expect((await call("GetSignInSecurity", undefined, other.token)).json().HasAuthenticator).toBe(false);
    const refused = await call("ConfirmAuthenticator", { Code: "123456" }, other.token);
    expect(refused.statusCode).toBe(409);
  });
});
