import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client.ts";
import { organisations } from "../db/schema/index.ts";
import { seedModuleCatalogue } from "../seed/catalogue.seed.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  testBackends,
  uniqueName,
} from "../test/test-databases.ts";
import { createAdministrator } from "./admin-create.service.ts";

describe.each(testBackends())("the first administrator on an empty %s database", (backend) => {
  let database: Database;
  let t: TestApp;
  let dbName = "";
  beforeAll(async () => {
    if (backend === "pglite") {
      database = await openDatabase({ kind: "pglite" });
    } else {
      dbName = uniqueName("fs_empty");
      await createDatabase(process.env.TEST_DATABASE_URL!, dbName);
      database = await openDatabase({
        kind: "postgres",
        url: databaseUrl(process.env.TEST_DATABASE_URL!, dbName),
      });
    }
    await seedModuleCatalogue(database.db);
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    if (dbName) await dropDatabase(process.env.TEST_DATABASE_URL!, dbName);
  });

  it("starts with no organisation and no demo data", async () => {
    const [row] = await database.db.select({ n: count() }).from(organisations);
    expect(row?.n).toBe(0);
    expect(
      (
        await t.call("POST", "/api/Login", {
          body: { email: "admin@acme.example", password: "Fieldstead-demo-1" },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("creates an administrator who can sign in and sees every module", async () => {
    const result = await createAdministrator(database.db, {
      organisation: { name: "Initech Facilities", environment: "production", orgType: 2 },
      email: "ops@initech.example",
      firstName: "Peter",
      lastName: "Gibbons",
      password: "correct-horse-battery-9",
    });
    expect(result.createdOrganisation).toBe(true);
    const { record, token } = await t.signIn("ops@initech.example", "correct-horse-battery-9");
    expect(record).toMatchObject({
      OrgName: "Initech Facilities",
      RoleName: "Administrator",
      IsCookiesSaved: false,
    });
    const modules = await t.call("GET", "/api/Employee/GetLandingPageModulesByRole", { token });
    expect(modules.json().Modules.length).toBeGreaterThan(30);
  });

  it("refuses a second account with the same e-mail", async () => {
    await expect(
      createAdministrator(database.db, {
        organisation: { name: "Initech Facilities", environment: "production", orgType: 2 },
        email: "OPS@initech.example",
        firstName: "Bill",
        lastName: "Lumbergh",
        password: "another-password-42",
      }),
    ).rejects.toThrow(/already exists/);
  });
});
