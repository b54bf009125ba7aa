import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../../test/test-app.ts";
import { startSmtpCatcher, type SmtpCatcher } from "../../../test/smtp-catcher.ts";
import { testBackends } from "../../../test/test-databases.ts";
import {
  START_PASSWORD,
  addPerson,
  askForLink,
  nextAddress,
  tokenIn,
  type TestPerson,
} from "./password-reset.test-support.ts";

const VALIDATE = "/api/Login/ValidateResetPasswordLink";
const DECIPHER = "/api/Login/DecipherResetToken";
const RESET = "/api/Login/ResetPassword";
const DETAILS = "/api/Employee/GetEmployeeDetails";
const NEW_PASSWORD = "Lantern-over-the-harbour-31";

describe.each(testBackends())("password reset links on %s", (backend) => {
  let smtp: SmtpCatcher;
  let db: TestDatabase;
  let t: TestApp;
  let count = 0;
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

  /** A new person of Acme, with a reset link mailed to them. */
  const personWithLink = async (): Promise<{ person: TestPerson; token: string }> => {
    count += 1;
    const person = await addPerson(t, {
      email: `reset.person${count}@acme.example`,
      firstName: "Rowan",
      lastName: "Ashdown",
    });
    expect((await askForLink(t, person.email, nextAddress())).statusCode).toBe(200);
    return { person, token: tokenIn((await smtp.nextMailTo(person.email)).text) };
  };
  const reset = (Token: string, NewPassword: string, ConfirmPassword = NewPassword) =>
    t.call("POST", RESET, { body: { Token, NewPassword, ConfirmPassword } });
  const validate = async (token: string) => (await t.call("GET", `${VALIDATE}?token=${token}`)).json();
  const signInAnswer = (email: string, password: string) =>
    t.call("POST", "/api/Login", { body: { email, password } });

  it("answers the same for an e-mail with an account and one without, and mails the link", async () => {
    const person = await addPerson(t, {
      email: "known.one@acme.example",
      firstName: "Kit",
      lastName: "Marlow",
    });
    const known = await askForLink(t, "Known.One@acme.example", nextAddress());
    const unknown = await askForLink(t, "nobody.here@acme.example", nextAddress());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      StatusCode: 0,
      StatusMessage: "If an account exists for that e-mail, a link to reset the password is on its way.",
    });

    const mail = await smtp.nextMailTo(person.email);
    expect(mail.subject).toBe("Reset your Fieldstead password");
    expect(mail.text).toContain("Hello Kit,");
    expect(mail.text).toContain("works for 60 minutes");
    expect(mail.text).toContain("If you did not ask to reset your password, ignore this mail");
    expect(mail.html).toContain("Acme Facilities");
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/#\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    await expect(smtp.nextMailTo("nobody.here@acme.example", 300)).rejects.toThrow(/no mail/);
  });

  it("tells whom a working link is for, and that it works", async () => {
    const { person, token } = await personWithLink();
    expect(await validate(token)).toEqual({
      StatusCode: 0,
      StatusMessage: "The link works.",
      IsValid: true,
      Reason: null,
    });
    const who = await t.call("GET", `${DECIPHER}?incomingToken=${token}`);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ StatusCode: 0, Email: person.email, FirstName: "Rowan" });
  });

  it.each([
    ["short1", "NewPassword", "at least 12 characters"],
    ["password1234", "NewPassword", "appears in lists of breached passwords"],
    ["Rowan-in-the-garden-7", "NewPassword", "must not contain your name or e-mail"],
  ])("refuses the new password %s naming %s, and the link still works", async (password, field, message) => {
    const { person, token } = await personWithLink();
    const res = await reset(token, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual([field]);
    expect(res.json().StatusMessage).toContain(message);
    expect((await validate(token)).IsValid).toBe(true);
    expect((await signInAnswer(person.email, START_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a confirmation that differs, naming ConfirmPassword", async () => {
    const { token } = await personWithLink();
    const res = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(["ConfirmPassword"]);
  });

  it("sets the new password once: the old one fails, the new one signs in, earlier sessions end", async () => {
    const { person, token } = await personWithLink();
    const first = await t.signIn(person.email, START_PASSWORD);
    const second = await t.signIn(person.email, START_PASSWORD);
    expect((await t.call("POST", DETAILS, { token: first.token })).statusCode).toBe(200);

    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().StatusCode).toBe(0);

    expect((await t.call("POST", DETAILS, { token: first.token })).statusCode).toBe(401);
    expect((await t.call("POST", DETAILS, { token: second.token })).statusCode).toBe(401);
    expect((await signInAnswer(person.email, START_PASSWORD)).statusCode).toBe(401);
    await expect(t.signIn(person.email, NEW_PASSWORD)).resolves.toBeTruthy();

    const again = await reset(token, "Another-fresh-choice-77");
    expect(again.statusCode).toBe(400);
    expect(again.json().StatusMessage).toContain("This link has already been used.");
    expect(await validate(token)).toMatchObject({ IsValid: false, Reason: "used" });
    expect((await t.call("GET", `${DECIPHER}?incomingToken=${token}`)).statusCode).toBe(400);
    await expect(t.signIn(person.email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it("lets only one of two simultaneous resets through", async () => {
    const { person, token } = await personWithLink();
    const answers = await Promise.all([reset(token, NEW_PASSWORD), reset(token, "Second-writer-loses-88")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? NEW_PASSWORD : "Second-writer-loses-88";
    await expect(t.signIn(person.email, winner)).resolves.toBeTruthy();
  });

  it("refuses a link after 60 minutes", async () => {
    const { person, token } = await personWithLink();
    t.clock.advance(61 * 60 * 1000);
    expect(await validate(token)).toEqual({
      StatusCode: 0,
      StatusMessage: "This link has expired. Ask for a new one.",
      IsValid: false,
      Reason: "expired",
    });
    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: "Token", message: "This link has expired. Ask for a new one." },
    ]);
    expect((await signInAnswer(person.email, START_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a tampered token and a missing one with a 400 naming it", async () => {
    const { token } = await personWithLink();
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await validate(tampered)).toMatchObject({ IsValid: false, Reason: "unknown" });
    expect((await validate(tampered)).StatusMessage).toBe("This link is not valid.");
    const who = await t.call("GET", `${DECIPHER}?incomingToken=${tampered}`);
    expect(who.statusCode).toBe(400);
    expect(who.json().fields).toEqual([{ field: "incomingToken", message: "This link is not valid." }]);
    expect((await reset(tampered, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await t.call("GET", VALIDATE)).statusCode).toBe(400);
    const noToken = await t.call("POST", RESET, { body: { NewPassword: NEW_PASSWORD } });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().fields.map((f: { field: string }) => f.field)).toContain("Token");
  });

  it("makes an older link stop working when a newer one is sent", async () => {
    const { person, token: older } = await personWithLink();
    expect((await askForLink(t, person.email, nextAddress())).statusCode).toBe(200);
    const newer = tokenIn((await smtp.nextMailTo(person.email)).text);
    expect(newer).not.toBe(older);
    expect((await validate(older)).IsValid).toBe(false);
    expect((await reset(older, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("answers 400 naming Email for what is not an e-mail address", async () => {
    const res = await askForLink(t, "not an address", nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(["Email"]);
  });
});
