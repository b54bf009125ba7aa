import {
  TaskStatus,
  WorkOrderType,
  type ListReply,
  type TaskListQueryInput,
  type TaskListRow,
} from "@fieldstead/domain";
import { generateOn, withBenchPostgres, withBenchServer } from "./bench-postgres.ts";
import { listLatency, quantile, timed } from "./bench-timing.ts";
import { generateBenchTasks } from "./tasks.bench-data.ts";
import type { BenchFigure } from "./run.ts";

const TASKS = Number(process.env.BENCH_TASKS ?? 1_000_000);
const DEEP_ROW = Math.floor(TASKS * 0.9);
const PAGE = 100;
const WARM_UP = 20;
const SAMPLES = 200;
const MOVES = 200;
const P95_TARGET = { below: 50 };

/**
 * The task list on a generated organisation of 1,000,000 tasks on PostgreSQL, through the real server over HTTP:
 * latency of the first, a deep (by position and by cursor), a sorted and filtered pages, and of one status move
 * with its permission check, history entry and event.
 */
export const benchTasks = async (): Promise<BenchFigure[]> =>
  withBenchPostgres("tasks", { poolSize: 10 }, async ({ database, direct, orgId, techId }) => {
    const dataSeconds = await generateOn(direct, (client) => generateBenchTasks(client, orgId, TASKS));
    // One generated work order of the technician's, in progress, for the status moves.
    const moving = await direct.query<{ id: number }>(
      `update tasks set assignee_id = $2, type_id = $3, status_id = $4
       where id = (select max(id) from tasks where org_id = $1) returning id`,
      [orgId, techId, WorkOrderType.CorrectiveMaintenance, TaskStatus.InProgress],
    );
    const taskId = moving.rows[0]!.id;

    return withBenchServer(database, { maxSockets: 4 }, async ({ post, authFor }) => {
      const adminAuth = await authFor("admin@acme.example");
      const techAuth = await authFor("tech@acme.example");
      const list = async (query: TaskListQueryInput) =>
        (await post("/api/Task/GetTaskList", adminAuth, query)) as ListReply<TaskListRow>;
      const latency = listLatency(list, { warmUp: WARM_UP, samples: SAMPLES });

      const first = await latency({ PageSize: PAGE });
      if (first.reply.TotalCount < TASKS) throw new Error(`only ${first.reply.TotalCount} tasks`);
      const deepByPosition = await latency({ PageSize: PAGE, StartRow: DEEP_ROW });
      // The middle is the farthest a page by position reads from either end (the slowest page).
      const middle = await latency({ PageSize: PAGE, StartRow: Math.floor(TASKS / 2) });
      const before = await list({ PageSize: PAGE, StartRow: DEEP_ROW - PAGE });
      const deepByCursor = await latency({ PageSize: PAGE, StartRow: DEEP_ROW, After: before.NextCursor });
      if (deepByCursor.reply.Rows[0]!.Id !== deepByPosition.reply.Rows[0]!.Id)
        throw new Error("the cursor page and the position page differ");
      const sorted = await latency({ PageSize: PAGE, SortModel: [{ colId: "PlannedDate", sort: "asc" }] });
      const byNumber = await latency({
        PageSize: PAGE,
        SortModel: [{ colId: "WorkOrderNumber", sort: "desc" }],
      });
      const filtered = await latency({
        PageSize: PAGE,
        FilterModel: { StatusId: { filterType: "set", values: [TaskStatus.InProgress, TaskStatus.Paused] } },
      });
      const mine = await latency({ PageSize: PAGE, Scope: "Mine", DateRange: "future" });
      const searched = await latency({ PageSize: PAGE, Search: "WO-B0123" });

      let toPaused = true;
      const move = () => {
        const ToStatusId = toPaused ? TaskStatus.Paused : TaskStatus.InProgress;
        toPaused = !toPaused;
        return post("/api/Task/ChangeStatus", techAuth, { TaskId: taskId, ToStatusId });
      };
      for (let i = 0; i < WARM_UP; i++) await move();
      const moves = await timed(move, MOVES);

      const pair = (label: string, m: { median: number; p95: number }): BenchFigure[] => [
        { name: `task list, ${label}: median`, value: m.median, unit: "ms" },
        { name: `task list, ${label}: 95th percentile`, value: m.p95, unit: "ms", target: P95_TARGET },
      ];
      return [
        { name: `tasks: generated ${TASKS} tasks (insert, vacuum, analyse)`, value: dataSeconds, unit: "s" },
        ...pair("first page", first),
        ...pair(`row ${DEEP_ROW} by position`, deepByPosition),
        ...pair(`row ${DEEP_ROW} by cursor`, deepByCursor),
        {
          name: `task list, row ${Math.floor(TASKS / 2)} by position (slowest): median`,
          value: middle.median,
          unit: "ms",
        },
        {
          name: `task list, row ${Math.floor(TASKS / 2)} by position (slowest): 95th percentile`,
          value: middle.p95,
          unit: "ms",
        },
        ...pair("sorted by planned date", sorted),
        ...pair("sorted by number descending", byNumber),
        ...pair("status in (In Progress, Paused)", filtered),
        ...pair("mine, planned in the future", mine),
        ...pair("search of a number", searched),
        {
          name: "status move (rights, lock, row, history, event, detail)",
          value: quantile(moves, 0.5),
          unit: "ms",
          target: { below: 10 },
        },
        { name: "status move: 95th percentile", value: quantile(moves, 0.95), unit: "ms" },
      ];
    });
  });
