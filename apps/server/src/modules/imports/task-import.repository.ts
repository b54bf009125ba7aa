import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { lowerIn } from "../../lib/sql-lists.ts";
import { employees, projects } from "../../db/schema/index.ts";

const lowered = (names: readonly string[]) => [...new Set(names.map((n) => n.toLowerCase()))];

/** The organisation's projects with these codes (any case), archived ones too (the report says so). */
export const findProjectsByCode = async (db: Db | Tx, orgId: number, codes: readonly string[]) => {
  const wanted = lowered(codes);
  if (wanted.length === 0) return [];
  return db
    .select({ id: projects.id, code: projects.code, archived: projects.archived })
    .from(projects)
    .where(and(eq(projects.orgId, orgId), lowerIn(projects.code, wanted)));
};

/** The organisation's people with these e-mails (any case), disabled ones too (the report says so). */
export const findPeopleByEmail = async (db: Db | Tx, orgId: number, emails: readonly string[]) => {
  const wanted = lowered(emails);
  if (wanted.length === 0) return [];
  return db
    .select({ id: employees.id, email: employees.email, enabled: employees.enabled })
    .from(employees)
    .where(and(eq(employees.orgId, orgId), lowerIn(employees.email, wanted)));
};
