import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import {
  CLOSED_TASK_STATUSES,
  PROJECT_LIST_COLUMNS,
  ProgressBucket,
  progressBucketOf,
  type ListReply,
  type ProjectDetail,
  type ProjectListQuery,
  type ProjectListRow,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { employees, locations, projects, tasks } from "../../db/schema/index.ts";
import { planList, type ListDefinition } from "../../lib/list-query.ts";
import { listColumnsFrom } from "../../lib/list-query.columns.ts";
import { runListQuery } from "../../lib/list-query.repository.ts";

const manager = alias(employees, "manager");
const managerName = sql<string | null>`(${manager.firstName} || ' ' || ${manager.lastName})`;

// The project's tasks, counted in the same organisation (its index narrows the rows read).
const ofProject = sql`${tasks.orgId} = ${projects.orgId} and ${tasks.projectId} = ${projects.id}`;
const closed = sql.join(
  CLOSED_TASK_STATUSES.map((status) => sql.raw(String(status))),
  sql`, `,
);
const taskCount = sql<number>`(select count(*) from ${tasks} where ${ofProject})::int`;
const doneCount = sql<number>`(select count(*) from ${tasks} where ${ofProject} and ${tasks.statusId} in (${closed}))::int`;

const literal = (n: number) => sql.raw(String(n));
/** The buckets above NoProgress, highest first. */
const RISING = Object.values(ProgressBucket)
  .filter((bucket) => bucket > ProgressBucket.NoProgress)
  .sort((a, b) => b - a);
/** progressBucketOf in SQL, so the list sorts and filters by it; rows take theirs from progressBucketOf. */
const progressBucket = sql<number>`(case when ${taskCount} = 0 then ${literal(ProgressBucket.UnableToCalculate)} when ${doneCount} = 0 then ${literal(ProgressBucket.NoProgress)} ${sql.join(
  RISING.map((b) => sql`when ${doneCount} * 100 >= ${literal(b)} * ${taskCount} then ${literal(b)}`),
  sql` `,
)} else ${literal(ProgressBucket.VeryLow)} end)`;

/** The project list: its columns as SortModel and FilterModel name them. */
export const PROJECT_LIST: ListDefinition = {
  name: "projects",
  id: projects.id,
  orgId: projects.orgId,
  defaultSort: [{ colId: "Code", sort: "asc" }],
  columns: listColumnsFrom(PROJECT_LIST_COLUMNS, {
    Id: { sql: projects.id, isInteger: true },
    Code: { sql: projects.code, isSearchable: true },
    Name: { sql: projects.name, isSearchable: true },
    Status: { sql: projects.status },
    LocationName: { sql: locations.name, isNullable: true, isSearchable: true },
    ManagerName: { sql: managerName, isNullable: true, isSearchable: true },
    StartDate: { sql: projects.startDate, isNullable: true },
    EndDate: { sql: projects.endDate, isNullable: true },
    TaskCount: { sql: taskCount, isInteger: true },
    DoneCount: { sql: doneCount, isInteger: true },
    ProgressBucket: { sql: progressBucket, setOf: "number", isInteger: true },
    Archived: {
      sql: sql`(case when ${projects.archived} then 1 else 0 end)`,
      setOf: "number",
      isInteger: true,
    },
  }),
};

const SELECTION = {
  id: projects.id,
  code: projects.code,
  name: projects.name,
  status: projects.status,
  locationId: projects.locationId,
  locationName: locations.name,
  managerId: projects.managerId,
  managerName,
  startDate: projects.startDate,
  endDate: projects.endDate,
  taskCount,
  doneCount,
  archived: projects.archived,
};
type Raw = {
  id: number;
  code: string;
  name: string;
  status: string;
  locationId: number | null;
  locationName: string | null;
  managerId: number | null;
  managerName: string | null;
  startDate: string | null;
  endDate: string | null;
  taskCount: number;
  doneCount: number;
  archived: boolean;
};

const toRow = (r: Raw): ProjectListRow => {
  const total = Number(r.taskCount);
  const done = Number(r.doneCount);
  return {
    Id: r.id,
    Code: r.code,
    Name: r.name,
    Status: r.status,
    LocationId: r.locationId,
    LocationName: r.locationName,
    ManagerId: r.managerId,
    ManagerName: r.managerName,
    StartDate: r.startDate,
    EndDate: r.endDate,
    TaskCount: total,
    DoneCount: done,
    ProgressBucket: progressBucketOf({ done, total }),
    Archived: r.archived,
  };
};

const withPlaceAndManager = <Q extends PgSelect>(q: Q) =>
  q
    .leftJoin(locations, eq(locations.id, projects.locationId))
    .leftJoin(manager, eq(manager.id, projects.managerId));

/** One page of the organisation's projects; archived ones only when the query includes them. */
export const listProjects = (
  db: Db,
  orgId: number,
  query: ProjectListQuery,
): Promise<ListReply<ProjectListRow>> => {
  const conditions: (SQL | undefined)[] = [query.IncludeArchived ? undefined : eq(projects.archived, false)];
  const plan = planList(PROJECT_LIST, query, { orgId, conditions, key: { archived: query.IncludeArchived } });
  return runListQuery(
    plan,
    {
      page: withPlaceAndManager(
        db
          .select({ ...SELECTION, ...plan.cursorSelection })
          .from(projects)
          .$dynamic(),
      ),
      count: withPlaceAndManager(db.select({ n: count() }).from(projects).$dynamic()),
    },
    toRow,
  );
};

/** One project of the organisation with its counts; locked for the transaction's write when asked. */
export const readProject = async (
  db: Db | Tx,
  orgId: number,
  id: number,
  { lock = false } = {},
): Promise<ProjectDetail | null> => {
  const query = withPlaceAndManager(
    db
      .select({ ...SELECTION, description: projects.description, createdAt: projects.createdAt })
      .from(projects)
      .$dynamic(),
  ).where(and(eq(projects.orgId, orgId), eq(projects.id, id)));
  const [row] = await (lock ? query.for("update", { of: projects }) : query);
  return row ? { ...toRow(row), Description: row.description, CreatedAt: row.createdAt.toISOString() } : null;
};
