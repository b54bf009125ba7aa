import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { CLOSED_TASK_STATUSES, TaskReviewApproval as R, TaskStatus as S } from "@fieldstead/domain";
import { MIGRATIONS_FOLDER } from "../db/client.ts";
import { testBackends } from "./test-databases.ts";
import { foldersBefore, openEmptyDatabase, type Opened } from "./migration-test-kit.ts";

const MIGRATION = "0018_review_approval_statuses";

const change = (Field: string, From: string | null, To: string | null) => ({ Field, From, To });

describe.each(testBackends())("migration %s on an existing database", (backend) => {
  let db: Opened;
  let disposeFolder: (() => void) | undefined;
  const ids: Record<string, number> = {};

  /** A work order created ten days ago, due three days ago, done five days ago unless in progress. */
  const insertTask = async (key: string, statusId: number, reviewApprovalId: number | null) => {
    const completedAt = statusId === S.InProgress ? sql`null` : sql`now() - interval '5 days'`;
    const [row] = await db.run(sql`
      insert into tasks (org_id, work_order_number, summary, type_id, status_id, review_approval_id,
                         created_at, due_date, completed_at)
      values (${ids.org}, ${`WO-M-${key}`}, ${`Migration ${key}`}, 4, ${statusId}, ${reviewApprovalId},
              now() - interval '10 days', now() - interval '3 days', ${completedAt})
      returning id`);
    ids[key] = Number(row!.id);
  };
  const history = async (key: string, action: string, summary: string, changes: object[]) => {
    const [row] = await db.run(sql`
      insert into audit_entries (org_id, entity_type, entity_id, action, summary, changes)
      values (${ids.org}, 'task', ${ids[key]}, ${action}, ${summary}, ${JSON.stringify(changes)}::jsonb)
      returning id`);
    return Number(row!.id);
  };
  /** Open work orders with a due date, as the dashboards' counter keeps them. */
  const openDueCounter = async () =>
    Number(
      (
        await db.run(sql`select coalesce(sum(n), 0) as n from task_open_due_days where org_id = ${ids.org}`)
      )[0]!.n,
    );
  const read = async (id: number) =>
    (await db.run(sql`select summary, changes from audit_entries where id = ${id}`))[0] as {
      summary: string;
      changes: unknown;
    };
  const statusOf = async (key: string) =>
    Number((await db.run(sql`select status_id from tasks where id = ${ids[key]}`))[0]!.status_id);

  beforeAll(async () => {
    const folders = foldersBefore(MIGRATION);
    disposeFolder = folders.dispose;
    db = await openEmptyDatabase(backend);
    await db.migrate(folders.before);
    const [org] = await db.run(
      sql`insert into organisations (name, environment, org_type) values ('Migration Test', 'QA', 2) returning id`,
    );
    ids.org = Number(org!.id);
  });
  afterAll(async () => {
    await db?.close();
    disposeFolder?.();
  });

  it("moves work a reviewer approved from 'Accepted' to Completed, leaves the technician's acceptance, keeps history truthful and counters right", async () => {
    // As the earlier rule left them: level 1 approved (the last level, or level 2 awaiting) set 'Accepted'.
    await insertTask("approved", S.Accepted, R.Approved);
    const approved = await history(
      "approved",
      "ReviewApproved",
      "Status changed from Completed to Accepted: Tidy work",
      [change("Status", "Completed", "Accepted"), change("Review level 1", "Awaiting Approval", "Approved")],
    );
    await insertTask("awaitingLevel2", S.Accepted, R.PendingApproval);
    // The technician accepted these jobs: open work, left as it is.
    await insertTask("techAccepted", S.Accepted, null);
    const techMove = await history(
      "techAccepted",
      "StatusChanged",
      "Status changed from Assigned to Technician to Accepted",
      [change("Status", "Assigned to Technician", "Accepted")],
    );
    await insertTask("acceptedAfterRejection", S.Accepted, R.Rejected);
    // Approved at level 2 after level 1, and approved work reopened: their history started from 'Accepted'.
    await insertTask("level2", S.AcceptedByReviewer2, R.Approved);
    const level2 = await history(
      "level2",
      "ReviewApproved",
      "Status changed from Accepted to Accepted by Reviewer 2",
      [
        change("Status", "Accepted", "Accepted by Reviewer 2"),
        change("Review level 2", "Awaiting Approval", "Approved"),
      ],
    );
    await insertTask("reopened", S.InProgress, R.Reopened);
    const reopened = await history(
      "reopened",
      "Reopened",
      "Reopened — Status changed from Accepted to In Progress: Customer called again",
      [change("Status", "Accepted", "In Progress"), change("Review", "Approved", "Reopened")],
    );
    const openBefore = await openDueCounter();

    await db.migrate(MIGRATIONS_FOLDER);

    expect(await statusOf("approved")).toBe(S.Completed);
    expect(await statusOf("awaitingLevel2")).toBe(S.Completed);
    expect(await statusOf("techAccepted")).toBe(S.Accepted);
    expect(await statusOf("acceptedAfterRejection")).toBe(S.Accepted);
    expect(await statusOf("level2")).toBe(S.AcceptedByReviewer2);
    expect(await openDueCounter()).toBe(openBefore - 2);

    expect(await read(approved)).toEqual({
      summary: "Review approved at level 1: Tidy work",
      changes: [change("Review level 1", "Awaiting Approval", "Approved")],
    });
    expect(await read(level2)).toEqual({
      summary: "Status changed from Completed to Accepted by Reviewer 2",
      changes: [
        change("Status", "Completed", "Accepted by Reviewer 2"),
        change("Review level 2", "Awaiting Approval", "Approved"),
      ],
    });
    expect(await read(reopened)).toMatchObject({
      summary: "Reopened — Status changed from Completed to In Progress: Customer called again",
      changes: [change("Status", "Completed", "In Progress"), change("Review", "Approved", "Reopened")],
    });
    expect(await read(techMove)).toMatchObject({
      summary: "Status changed from Assigned to Technician to Accepted",
    });

    // The dashboards' counters (kept by the triggers on the UPDATE) still equal a count of the work orders.
    for (const [rollup, recount] of ROLLUP_CHECKS) {
      const kept = await db.run(sql.raw(rollup));
      const counted = await db.run(sql.raw(recount));
      expect(kept.map(asText).sort(), rollup).toEqual(counted.map(asText).sort());
    }
  });

  it("the rollup triggers treat as closed exactly the domain's closed statuses", async () => {
    const [row] = await db.run(sql`select prosrc from pg_proc where proname = 'task_rollups_apply'`);
    const source = String(row!.prosrc);
    const lists = [...source.matchAll(/status_id (?:NOT )?IN \(([\d, ]+)\)/gi)].map((m) =>
      m[1]!.split(",").map((s) => Number(s.trim())),
    );
    expect(lists.length).toBeGreaterThan(0);
    const closed = [...CLOSED_TASK_STATUSES].sort((a, b) => a - b);
    for (const list of lists) expect(list.sort((a, b) => a - b)).toEqual(closed);
  });
});

const asText = (row: Record<string, unknown>) => JSON.stringify(Object.values(row).map(String));

const DENVER = "at time zone 'America/Denver'";
const CLOSED = "(2, 21, 24)";
/** Each rollup summed over its shards, beside the same figure counted from the tasks (non-zero rows only). */
const ROLLUP_CHECKS: readonly [string, string][] = [
  [
    "select org_id, status_id, sum(n) from task_counts group by 1, 2 having sum(n) <> 0",
    "select org_id, status_id, count(*) from tasks group by 1, 2",
  ],
  [
    "select org_id, day, sum(n) from task_open_due_days group by 1, 2 having sum(n) <> 0",
    `select org_id, (due_date ${DENVER})::date, count(*) from tasks
     where status_id not in ${CLOSED} and due_date is not null group by 1, 2`,
  ],
  [
    "select org_id, day, assignee_id, sum(n) from task_open_assignee_days group by 1, 2, 3 having sum(n) <> 0",
    `select org_id, (created_at ${DENVER})::date, coalesce(assignee_id, 0), count(*) from tasks
     where status_id not in ${CLOSED} group by 1, 2, 3`,
  ],
  [
    "select org_id, day, sum(n) from task_completed_days group by 1, 2 having sum(n) <> 0",
    `select org_id, (completed_at ${DENVER})::date, count(*) from tasks
     where status_id in ${CLOSED} and completed_at is not null group by 1, 2`,
  ],
  [
    "select org_id, day, status_id, type_id, sum(n) from task_created_days group by 1, 2, 3, 4 having sum(n) <> 0",
    `select org_id, (created_at ${DENVER})::date, status_id, type_id, count(*) from tasks group by 1, 2, 3, 4`,
  ],
];
