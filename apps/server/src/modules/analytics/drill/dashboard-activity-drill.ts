import { sql, type SQL } from "drizzle-orm";
import { AuditEntityType, DomainEventType } from "@fieldstead/domain";
import { changesInScope, eventsInScope } from "../widgets/dashboard-activity.repository.ts";
import {
  listChangesWhere,
  listEventsWhere,
  type ActivityDrillRow,
} from "./dashboard-drill-activity.repository.ts";
import {
  idKey,
  oneOf,
  periodKey,
  unknownDrillKey,
  unknownWidget,
  type DrillRequest,
} from "./dashboard-drill.ts";
import type { DrillPage } from "./dashboard-drill.repository.ts";
import { dayLabel, eventKindName, recordTypeName } from "../dashboard-labels.ts";
import { findEmployeeName } from "../dashboard-scope.repository.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { inSeries, zoneDay } from "../dashboard-sql.repository.ts";

/** The page that opens a record of each type, where the portal has one. */
const RECORD_URLS: Readonly<Record<string, (id: number) => string>> = {
  [AuditEntityType.Location]: (id) => `/locationModules/${id}`,
  [AuditEntityType.Asset]: (id) => `/fixedAssetManagement/asset-detailing/${id}`,
  [AuditEntityType.Task]: (id) => `/TaskOperations/details/${id}`,
  [AuditEntityType.Project]: (id) => `/ProjectManagement/projectDetails/${id}`,
  [AuditEntityType.Lease]: () => "/LeaseManagement",
  [AuditEntityType.MoveRequest]: (id) => `/fixedAssetManagement/MoveAssetRequest/Details/${id}`,
  [AuditEntityType.MaterialRequest]: (id) => `/materialRequest/${id}`,
  [AuditEntityType.Ticket]: (id) => `/ticketdetails/${id}`,
};

/** Only the records of types the caller's role may see are listed (null: every type). */
export type RecordTypes = readonly string[] | null;

const ofTypes = (column: SQL, types: RecordTypes): SQL =>
  types === null
    ? sql`true`
    : types.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})`;

const activityList = (
  title: string,
  columns: string[],
  list: (db: Parameters<DrillRequest["list"]>[0]) => Promise<DrillPage<ActivityDrillRow>>,
): DrillRequest => ({
  list: async (db) => {
    const page = await list(db);
    return {
      Title: title,
      Columns: columns,
      TotalCount: page.total,
      Rows: page.rows.map((r) => ({
        Id: r.id,
        Cells: r.cells,
        Url: RECORD_URLS[r.recordType]?.(r.recordId) ?? null,
      })),
    };
  },
});

const CHANGE_COLUMNS = ["When", "Record", "Action", "Summary", "By"];
const EVENT_COLUMNS = ["When", "Event", "Record", "By"];

/** The history entries or events behind a figure or a bar of the Notifications and Activity dashboard. */
export const activityDrill = (
  scope: DashboardScope,
  widgetKey: string,
  drillKey: string,
  recordTypes: RecordTypes,
): DrillRequest => {
  const changes = sql`${changesInScope(scope)} and ${ofTypes(sql`entity_type`, recordTypes)}`;
  const changeList = (title: string, where: SQL) =>
    activityList(title, CHANGE_COLUMNS, (db) => listChangesWhere(db, where));
  switch (widgetKey) {
    case "changes":
      oneOf(drillKey, ["all"]);
      return changeList("Changes", changes);
    case "changes-by-day": {
      const day = periodKey(drillKey, scope.days);
      const where = sql`${changes} and ${inSeries(sql`created_at`, scope, "day")} and ${zoneDay(sql`created_at`)} = ${day}`;
      return changeList(`Changes on ${dayLabel(day)}`, where);
    }
    case "changes-by-record-type": {
      const type = oneOf(drillKey, Object.values(AuditEntityType));
      return changeList(`Changes: ${recordTypeName(type)}`, sql`${changes} and entity_type = ${type}`);
    }
    case "most-active": {
      const person = idKey(drillKey);
      return {
        list: async (db) => {
          const name = await findEmployeeName(db, scope.orgId, person);
          if (name === null) throw unknownDrillKey(drillKey);
          return changeList(`Changes by ${name}`, sql`${changes} and employee_id = ${person}`).list(db);
        },
      };
    }
    case "events-by-kind": {
      const kind = oneOf(drillKey, Object.values(DomainEventType));
      const where = sql`${eventsInScope(scope)} and ${ofTypes(sql`subject_type`, recordTypes)} and event_type = ${kind}`;
      return activityList(`Events: ${eventKindName(kind)}`, EVENT_COLUMNS, (db) =>
        listEventsWhere(db, where),
      );
    }
    default:
      throw unknownWidget(widgetKey);
  }
};
