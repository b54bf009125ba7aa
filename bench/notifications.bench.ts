import type pg from "pg";
import {
  addCalendarDays,
  calendarDayOf,
  NotificationListing,
  type NotificationListingReply,
  type UnreadCountReply,
} from "@fieldstead/domain";
import { generateOn, withBenchPostgres, withBenchServer } from "./bench-postgres.ts";
import { quantile, timed } from "./bench-timing.ts";
import type { BenchFigure } from "./run.ts";

const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
const PAGE = 20;
const WARM_UP = 20;
const SAMPLES = 200;
const MEDIAN_TARGET = { below: 30 };

const LABELS = [
  "Work Order,Assigned",
  "Work Order,Status Changed",
  "Review,Requested",
  "Review,Decided",
  "Ticket,Updated",
  "Move Request,Awaiting Approval",
  "Material Request,Decided",
  "Lease,Payment Due",
];
const SUMMARIES = [
  "Replace air filter",
  "Inspect fire pump",
  "Refuel generator",
  "Repair rooftop unit",
  "Test transfer switch",
  "Clean cooling tower",
  "Check battery string",
  "Service booster pump",
];
const PLACES = ["Denver HQ", "Boulder Depot", "Aurora Plant", "Golden Yard", "Littleton Office"];
const sqlArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")}]`;

/**
 * One person's notifications in one set-based statement: every label the engine writes, HTML bodies naming a
 * work order, a job and a place, times over the past year, seven in ten read, one in twenty-five a favorite.
 */
const generateNotifications = async (client: pg.ClientBase, orgId: number, employeeId: number) => {
  await client.query(
    `insert into notifications (org_id, employee_id, label_text, body_text, complete_url, action_id, created_on,
                                kind_id, subject_type, subject_id, is_favorite)
     select $1, $2,
            (${sqlArray(LABELS)})[1 + i % ${LABELS.length}],
            '<p>Work order <b>WO-N' || lpad(i::text, 5, '0') || '</b>: '
              || (${sqlArray(SUMMARIES)})[1 + (i * 7) % ${SUMMARIES.length}]
              || ' at <i>' || (${sqlArray(PLACES)})[1 + (i * 3) % ${PLACES.length}] || '</i></p>',
            '/TaskOperations/details/' || (1 + i % 500),
            case when i % 10 < 7 then 1 else 2 end,
            now() - ((i::bigint * 104729) % 31536000) * interval '1 second',
            1 + i % 12,
            'task', 1 + i % 500,
            i % 25 = 0
     from generate_series(1, $3::int) as i`,
    [orgId, employeeId, NOTIFICATIONS],
  );
  await client.query("vacuum analyze notifications");
};

/**
 * The notification listing of a person with 10,000 notifications on PostgreSQL, through the real server over
 * HTTP: the first page, a filtered page, a text search, a date range, a deep page, and the unread count.
 */
export const benchNotifications = async (): Promise<BenchFigure[]> =>
  withBenchPostgres("notifications", { poolSize: 10 }, async ({ database, direct, orgId, techId }) => {
    const dataSeconds = await generateOn(direct, (client) => generateNotifications(client, orgId, techId));
    return withBenchServer(database, { maxSockets: 4 }, async ({ post, authFor }) => {
      const auth = await authFor("tech@acme.example");
      const list = async (body: object) =>
        (await post("/api/NotificationEngine/FetchNotificationListingData", auth, {
          PageSize: PAGE,
          ...body,
        })) as NotificationListingReply;

      /** A listing's median and 95th percentile, after checking it finds what it should. */
      const latency = async (label: string, body: object, atLeast = 1): Promise<BenchFigure[]> => {
        const reply = await list(body);
        if (reply.TotalCount < atLeast || reply.NotificationGridData.length === 0)
          throw new Error(`${label}: only ${reply.TotalCount} notifications`);
        for (let i = 0; i < WARM_UP; i++) await list(body);
        const times = await timed(() => list(body), SAMPLES);
        return [
          {
            name: `notification listing, ${label}: median`,
            value: quantile(times, 0.5),
            unit: "ms",
            target: MEDIAN_TARGET,
          },
          {
            name: `notification listing, ${label}: 95th percentile`,
            value: quantile(times, 0.95),
            unit: "ms",
          },
        ];
      };
      const today = calendarDayOf(new Date());
      const figures = [
        ...(await latency("first page", {}, NOTIFICATIONS)),
        ...(await latency("unread with the label 'Work Order'", {
          NotificationListingActionId: NotificationListing.UnRead,
          Label: "Work Order",
        })),
        ...(await latency("text search 'booster'", { Search: "booster" })),
        ...(await latency("the last 30 days", { DateFrom: addCalendarDays(today, -30), DateTo: today })),
        ...(await latency("page 50", { PageNumber: 50 }, 50 * PAGE)),
      ];

      const count = async () =>
        (await post("/api/NotificationEngine/FetchUnreadNotificationCount", auth, {})) as UnreadCountReply;
      if ((await count()).UnreadNotifs < NOTIFICATIONS * 0.3) throw new Error("too few unread notifications");
      for (let i = 0; i < WARM_UP; i++) await count();
      const counts = await timed(count, SAMPLES);
      return [
        {
          name: `notifications: generated ${NOTIFICATIONS} (insert, vacuum, analyse)`,
          value: dataSeconds,
          unit: "s",
        },
        ...figures,
        { name: "unread count: median", value: quantile(counts, 0.5), unit: "ms", target: { below: 10 } },
        { name: "unread count: 95th percentile", value: quantile(counts, 0.95), unit: "ms" },
      ];
    });
  });
