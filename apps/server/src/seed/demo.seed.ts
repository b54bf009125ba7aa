import { eq } from "drizzle-orm";
import {
  EnvironmentKind,
  OrganisationType,
  type EnvironmentKindValue,
  type OrganisationTypeValue,
} from "@fieldstead/domain";
import type { Db } from "../db/client.ts";
import { employees, organisations } from "../db/schema/index.ts";
import { hashPassword } from "../modules/auth/password.ts";
import { createRoleFromTemplate, seedModuleCatalogue } from "./catalogue.seed.ts";
import {
  ADMINISTRATOR,
  FACILITY_MANAGER,
  FIELD_TECHNICIAN,
  LEASE_MANAGER,
  VIEWER,
  type RoleTemplate,
} from "./role-templates.ts";
import { seedOperationalData, type DemoPerson } from "./operations.seed.ts";
import { seedForms } from "./forms.seed.ts";
import { seedNotificationsFromEvents } from "./notification-events.seed-data.ts";
import { foldDashboardRollups } from "../modules/analytics/dashboard-rollups-fold.ts";

export const DEMO_PASSWORD = "Fieldstead-demo-1";

type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleTemplate;
  /** Administrators start with the terms accepted; everyone else is asked on first sign-in. */
  isCookiesSaved: boolean;
  isAdvancedUser?: boolean;
};

type DemoOrganisation = {
  name: string;
  environment: EnvironmentKindValue;
  orgType: OrganisationTypeValue;
  countryIso: string;
  accounts: DemoAccount[];
  /** Extra field staff who own work orders but have no demo sign-in documented. */
  crew: { firstName: string; lastName: string }[];
  seed: number;
};

export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  {
    name: "Acme Facilities",
    environment: EnvironmentKind.QA,
    orgType: OrganisationType.Enterprise,
    countryIso: "US",
    seed: 1,
    accounts: [
      {
        email: "admin@acme.example",
        firstName: "Avery",
        lastName: "Collins",
        role: ADMINISTRATOR,
        isCookiesSaved: true,
        isAdvancedUser: true,
      },
      {
        email: "tech@acme.example",
        firstName: "Marcus",
        lastName: "Reyes",
        role: FIELD_TECHNICIAN,
        isCookiesSaved: false,
      },
      {
        email: "lease@acme.example",
        firstName: "Priya",
        lastName: "Natarajan",
        role: LEASE_MANAGER,
        isCookiesSaved: false,
      },
      {
        email: "viewer@acme.example",
        firstName: "Jordan",
        lastName: "Whitfield",
        role: VIEWER,
        isCookiesSaved: false,
      },
      {
        email: "manager@acme.example",
        firstName: "Dana",
        lastName: "Whitaker",
        role: FACILITY_MANAGER,
        isCookiesSaved: false,
      },
    ],
    crew: [
      { firstName: "Elena", lastName: "Fischer" },
      { firstName: "Tomás", lastName: "Alvarez" },
      { firstName: "Grace", lastName: "Okafor" },
    ],
  },
  {
    name: "Globex Field Services",
    environment: EnvironmentKind.production,
    orgType: OrganisationType.Field,
    countryIso: "US",
    seed: 2,
    accounts: [
      {
        email: "admin@globex.example",
        firstName: "Hannah",
        lastName: "Lindqvist",
        role: ADMINISTRATOR,
        isCookiesSaved: true,
        isAdvancedUser: true,
      },
      {
        email: "tech@globex.example",
        firstName: "Devon",
        lastName: "Park",
        role: FIELD_TECHNICIAN,
        isCookiesSaved: false,
      },
    ],
    crew: [
      { firstName: "Samuel", lastName: "Osei" },
      { firstName: "Mei", lastName: "Tanaka" },
    ],
  },
];

export const DEMO_ACCOUNTS = DEMO_ORGANISATIONS.flatMap((org) =>
  org.accounts.map((a) => ({ organisation: org.name, email: a.email, role: a.role.name })),
);

/**
 * Seeds the demo organisations, their roles and accounts, and a working business's worth of records.
 * Idempotent: an organisation that already exists is left as it is.
 */
export const seedDemoData = async (
  db: Db,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ created: string[] }> => {
  await seedModuleCatalogue(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: string[] = [];
  for (const org of DEMO_ORGANISATIONS) {
    const existing = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, org.name));
    if (existing[0]) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(organisations)
        .values({
          name: org.name,
          environment: org.environment,
          orgType: org.orgType,
          countryIso: org.countryIso,
        })
        .returning({ id: organisations.id });
      if (!row) throw new Error("organisation insert returned nothing");
      const orgId = row.id;
      const roleIds = new Map<string, number>();
      for (const template of [ADMINISTRATOR, FIELD_TECHNICIAN, LEASE_MANAGER, VIEWER, FACILITY_MANAGER]) {
        roleIds.set(template.name, await createRoleFromTemplate(tx, orgId, template));
      }
      const people: DemoPerson[] = [];
      const domain = org.accounts[0]?.email.split("@")[1] ?? "example.com";
      const allPeople = [
        ...org.accounts,
        ...org.crew.map((c) => ({
          ...c,
          email:
            `${c.firstName}.${c.lastName}`
              .normalize("NFD")
              .replace(/[^A-Za-z.]/g, "")
              .toLowerCase() + `@${domain}`,
          role: FIELD_TECHNICIAN,
          isCookiesSaved: true,
          isAdvancedUser: false,
        })),
      ];
      for (const account of allPeople) {
        const roleId = roleIds.get(account.role.name);
        if (roleId === undefined) throw new Error(`no role ${account.role.name}`);
        const [emp] = await tx
          .insert(employees)
          .values({
            orgId,
            roleId,
            email: account.email,
            passwordHash,
            firstName: account.firstName,
            lastName: account.lastName,
            isCookiesSaved: account.isCookiesSaved,
            termsAcceptedAt: account.isCookiesSaved ? new Date() : null,
            // Who has accepted, accepted the terms in force: version 1, the default text.
            termsAcceptedVersion: account.isCookiesSaved ? 1 : 0,
            isAdvancedUser: account.isAdvancedUser ?? false,
          })
          .returning({ id: employees.id });
        if (!emp) throw new Error("employee insert returned nothing");
        people.push({
          id: emp.id,
          roleName: account.role.name,
          fullName: `${account.firstName} ${account.lastName}`,
        });
      }
      await seedOperationalData(tx, { orgId, orgName: org.name, people, roleIds, seed: org.seed, now });
      // The forms are drafted by the facility manager where there is one, and approved by the administrator.
      const reviewerId = people.find((p) => p.roleName === ADMINISTRATOR.name)?.id;
      const authorId = people.find((p) => p.roleName === FACILITY_MANAGER.name)?.id ?? reviewerId;
      if (reviewerId !== undefined && authorId !== undefined)
        await seedForms(tx, { orgId, authorId, reviewerId, now });
    });
    created.push(org.name);
  }
  // What the seeded work raised becomes notifications, as the running product would make them.
  if (created.length > 0) await seedNotificationsFromEvents(db, now);
  // The dashboards' counters start folded, as a running server keeps them.
  if (created.length > 0) await foldDashboardRollups(db);
  return { created };
};
