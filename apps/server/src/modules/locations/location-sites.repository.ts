import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { MoveRequestStatus } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { employeeSites, employees, locations, roles } from "../../db/schema/index.ts";
import { rowsOf, subtreeIdsSql } from "./location-records.repository.ts";

const OPEN_MOVES = [MoveRequestStatus.AwaitingApproval, MoveRequestStatus.Approved];
const OPEN_MOVES_SHOWN = 50;

/** The caller's e-mail, to check a payload that repeats it. */
export const findEmployeeEmail = async (
  db: Db,
  orgId: number,
  employeeId: number,
): Promise<string | null> => {
  const [row] = await db
    .select({ email: employees.email })
    .from(employees)
    .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)));
  return row?.email ?? null;
};

export type SiteFigures = {
  levels: { levelId: number; n: number }[];
  statuses: { statusId: number; n: number }[];
  moves: {
    id: number;
    request_number: string;
    status_id: number;
    from_location_id: number;
    from_name: string;
    to_location_id: number;
    to_name: string;
    requested_at: string | Date;
    first_name: string | null;
    last_name: string | null;
    items: number;
  }[];
  employees: { id: number; firstName: string; lastName: string; email: string; roleName: string }[];
  links: number;
};

/** What is at a site, over the site and every location below it. */
export const readSiteFigures = async (db: Db, orgId: number, siteId: number): Promise<SiteFigures> => {
  const tree = subtreeIdsSql(orgId, siteId);
  const levels = rowsOf<{ level_id: number; n: number }>(
    await db.execute(sql`select level_id, count(*)::int as n from locations
      where org_id = ${orgId} and id in (${tree}) and id <> ${siteId} group by level_id order by level_id`),
  );
  const statuses = rowsOf<{ status_id: number; n: number }>(
    await db.execute(sql`select status_id, count(*)::int as n from assets
      where org_id = ${orgId} and location_id in (${tree}) group by status_id order by status_id`),
  );
  const moves = rowsOf<SiteFigures["moves"][number]>(
    await db.execute(sql`
      with site as (${tree})
      select m.id, m.request_number, m.status_id, m.from_location_id, f.name as from_name, m.to_location_id,
        t.name as to_name, m.requested_at, e.first_name, e.last_name,
        (select count(*)::int from move_request_items i where i.move_request_id = m.id) as items
      from move_requests m
        inner join locations f on f.id = m.from_location_id
        inner join locations t on t.id = m.to_location_id
        left join employees e on e.id = m.requested_by_id
      where m.org_id = ${orgId}
        and m.status_id in (${sql.join(
          OPEN_MOVES.map((s) => sql`${s}`),
          sql`, `,
        )})
        and (m.from_location_id in (select id from site) or m.to_location_id in (select id from site))
      order by m.requested_at desc, m.id desc
      limit ${OPEN_MOVES_SHOWN}`),
  );
  const people = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      roleName: roles.name,
    })
    .from(employeeSites)
    .innerJoin(employees, eq(employees.id, employeeSites.employeeId))
    .innerJoin(roles, eq(roles.id, employees.roleId))
    .where(
      and(eq(employeeSites.orgId, orgId), eq(employeeSites.locationId, siteId), eq(employees.enabled, true)),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  const [links] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with site as (${tree})
      select count(*)::int as n from location_links
      where org_id = ${orgId}
        and (from_location_id in (select id from site) or to_location_id in (select id from site))`),
  );
  return {
    levels: levels.map((r) => ({ levelId: Number(r.level_id), n: Number(r.n) })),
    statuses: statuses.map((r) => ({ statusId: Number(r.status_id), n: Number(r.n) })),
    moves,
    employees: people,
    links: Number(links?.n ?? 0),
  };
};

export type AssociatedSiteRow = {
  id: number;
  code: string;
  name: string;
  city: string | null;
  state: string | null;
  status: "Active" | "Inactive";
};

/** The sites an employee works at, by name, a page at a time; `search` words match the site's own text. */
export const listAssociatedSites = async (
  db: Db,
  orgId: number,
  employeeId: number,
  { words, limit, offset }: { words: readonly string[]; limit: number; offset: number },
): Promise<{ rows: AssociatedSiteRow[]; total: number }> => {
  const where: SQL = and(
    eq(employeeSites.orgId, orgId),
    eq(employeeSites.employeeId, employeeId),
    ...words.map((w) => sql`${locations.searchText} like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: locations.id,
        code: locations.code,
        name: locations.name,
        city: locations.city,
        state: locations.state,
        status: locations.status,
      })
      .from(employeeSites)
      .innerJoin(locations, eq(locations.id, employeeSites.locationId))
      .where(where)
      .orderBy(asc(locations.name), asc(locations.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(employeeSites)
      .innerJoin(locations, eq(locations.id, employeeSites.locationId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Assets at each of these locations and every location below it. */
export const countAssetsBelow = async (
  db: Db,
  orgId: number,
  rootIds: readonly number[],
): Promise<Map<number, number>> => {
  if (rootIds.length === 0) return new Map();
  const rows = rowsOf<{ root: number; n: number }>(
    await db.execute(sql`
      with recursive tree(root, id) as (
        select id, id from locations where org_id = ${orgId} and id in (${sql.join(
          rootIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        union all
        select tree.root, l.id from locations as l inner join tree on l.parent_id = tree.id where l.org_id = ${orgId}
      )
      select tree.root, count(a.id)::int as n
      from tree inner join assets a on a.org_id = ${orgId} and a.location_id = tree.id
      group by tree.root`),
  );
  return new Map(rows.map((r) => [Number(r.root), Number(r.n)]));
};
