import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";

describe("the client configuration call", () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase("pglite");
    const configured = loadConfig({
      COMPANY_NAME: "Acme Holdings",
      CLIENT_LOGGING: "false",
      HELPDESK_URL: "https://help.example.com/desk",
    });
    t = await createTestApp(db.database, {
      config: { companyName: configured.companyName, client: configured.client },
    });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("answers without a session, with the links and switches the installation set", async () => {
    const res = await t.call("GET", "/api/shared/GetClientConfig");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      CompanyName: "Acme Holdings",
      Environment: "production",
      LoggingEnabled: false,
      InfoLogsEnabled: false,
      HelpUrl: "/#/help",
      TermsUrl: "/#/terms",
      PoliciesUrl: "/#/terms",
      ContactUsUrl: "/#/help/contact",
      HelpdeskUrl: "https://help.example.com/desk",
      AiHelpUrl: "/#/gen-ai",
      AssistantName: "Athena",
      AssistantModel: "Fieldstead Help",
    });
  });

  it("refuses a configuration value that is not allowed, naming the variable", () => {
    expect(() => loadConfig({ APP_ENV: "staging" })).toThrow(/APP_ENV/);
  });
});
