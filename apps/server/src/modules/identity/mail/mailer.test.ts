import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema/index.ts";
import { openTestDatabase, createTestApp, type TestApp, type TestDatabase } from "../../../test/test-app.ts";
import { startSmtpCatcher, type SmtpCatcher } from "../../../test/smtp-catcher.ts";

describe("mail through a real SMTP server", () => {
  let smtp: SmtpCatcher;
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    db = await openTestDatabase("pglite");
    t = await createTestApp(db.database, {
      config: { mail: { smtpUrl: smtp.url, from: "Fieldstead <no-reply@fieldstead.test>" } },
    });
  });
  afterAll(async () => {
    await t.close();
    await db.dispose();
    await smtp.close();
  });

  it("hands a multipart mail to the SMTP server and marks it sent in the outbox", async () => {
    await t.ctx.mail.send({
      orgId: null,
      to: "someone@example.test",
      subject: "Hello",
      html: "<p>Hi <b>there</b></p>",
      text: "Hi there",
      purpose: "test",
    });
    const mail = await smtp.nextMailTo("someone@example.test");
    expect(mail.subject).toBe("Hello");
    expect(mail.html).toContain("<b>there</b>");
    expect(mail.text).toContain("Hi there");
    expect(mail.from).toBe("no-reply@fieldstead.test");
    await t.ctx.mail.idle();
    const [row] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });
});
