import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import { z } from "zod";
import {
  EmailSchema,
  EnvironmentKindSchema,
  NewPasswordSchema,
  OrganisationType,
  checkPasswordPolicy,
} from "@fieldstead/domain";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { seedModuleCatalogue } from "../seed/catalogue.seed.ts";
import { createAdministrator } from "./admin-create.service.ts";

const USAGE = `Creates an organisation's first administrator (and the organisation, when it does not exist yet).

  npm run admin:create -- --org "Acme Facilities" --email ada@acme.example --first Ada --last Lovelace
      [--environment production] [--type Enterprise] [--password …]

Without --password (or ADMIN_PASSWORD) the password is asked for. Uses DATABASE_URL when set,
otherwise the embedded database in DATA_DIR (./data); stop a running embedded server first.`;

const ArgsSchema = z.object({
  org: z.string({ error: "--org is required" }).trim().min(2, "--org is required").max(200),
  email: EmailSchema,
  first: z.string({ error: "--first is required" }).trim().min(1, "--first is required").max(100),
  last: z.string({ error: "--last is required" }).trim().min(1, "--last is required").max(100),
  environment: EnvironmentKindSchema.default("production"),
  type: z.enum(["Field", "Enterprise", "Vendor"]).default("Enterprise"),
  password: NewPasswordSchema,
});

const askPassword = async (): Promise<string> => {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await rl.question("Password for the new administrator: ");
  } finally {
    rl.close();
  }
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      org: { type: "string" },
      email: { type: "string" },
      first: { type: "string" },
      last: { type: "string" },
      environment: { type: "string" },
      type: { type: "string" },
      password: { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const password =
    values.password ?? process.env.ADMIN_PASSWORD ?? (process.stdin.isTTY ? await askPassword() : "");
  const parsed = ArgsSchema.safeParse({ ...values, password });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? "")}: ${i.message}`).join("\n");
    process.stderr.write(`Cannot create the administrator:\n${problems}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const args = parsed.data;
  const policy = checkPasswordPolicy({
    password: args.password,
    firstName: args.first,
    lastName: args.last,
    email: args.email,
  });
  if (!policy.ok) {
    process.stderr.write(`Cannot create the administrator:\n  password: ${policy.message}\n`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: "postgres", url: config.databaseUrl, poolSize: 2 })
    : await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  try {
    await seedModuleCatalogue(database.db);
    const result = await createAdministrator(database.db, {
      organisation: { name: args.org, environment: args.environment, orgType: OrganisationType[args.type] },
      email: args.email,
      firstName: args.first,
      lastName: args.last,
      password: args.password,
    });
    process.stdout.write(
      `Administrator ${args.email} (employee ${result.employeeId}) created in ${args.org}` +
        `${result.createdOrganisation ? " (new organisation)" : ""}. Sign in at /#/user/login.\n`,
    );
  } finally {
    await database.close();
  }
};

main().catch((err: unknown) => {
  process.stderr.write(
    `Cannot create the administrator: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exitCode = 1;
});
