import { DashboardValueUnit, DashboardWidgetKind, type DashboardWidget } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import {
  changesByDay,
  changesByRecordType,
  eventsByDay,
  eventsByKind,
  mostActivePeople,
  notificationsByDay,
  notificationTotals,
} from "./dashboard-activity.repository.ts";
import { dayLabel, eventKindName, recordTypeName } from "../dashboard-labels.ts";
import { rangeNote, seriesNote } from "../dashboard-notes.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { chartWidget, countOf, figureWidget, oneDecimal } from "../dashboard-widgets.ts";

/** How many people the 'most active' chart names. */
export const TOP_PEOPLE = 10;

const byCount = <T extends { n: number; key: string | null }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.n - a.n || String(a.key).localeCompare(String(b.key)));

/** Dashboard 1813: changes and events day by day, notifications and how many are unread, who was active. */
export const activityWidgets = async (db: Db, scope: DashboardScope): Promise<DashboardWidget[]> => {
  const [changes, events, sentByDay, sent, people, kinds, recordTypes] = await Promise.all([
    changesByDay(db, scope),
    eventsByDay(db, scope),
    notificationsByDay(db, scope),
    notificationTotals(db, scope),
    mostActivePeople(db, scope, TOP_PEOPLE),
    eventsByKind(db, scope),
    changesByRecordType(db, scope),
  ]);
  const recorded = rangeNote(scope, "Recorded");
  const sentNote = rangeNote(scope, "Sent");
  return [
    figureWidget({
      Key: "changes",
      Title: "Changes",
      Width: 3,
      Note: recorded,
      Value: recordTypes.reduce((sum, r) => sum + r.n, 0),
      Caption: "History entries of records",
      DrillKey: "all",
    }),
    figureWidget({
      Key: "active-people",
      Title: "Active People",
      Width: 3,
      Note: recorded,
      Value: people.totalPeople,
      Caption: "People who changed records",
    }),
    figureWidget({
      Key: "notifications-sent",
      Title: "Notifications Sent",
      Width: 3,
      Note: sentNote,
      Value: sent.sent,
    }),
    figureWidget({
      Key: "unread-share",
      Title: "Unread Notifications",
      Width: 3,
      Unit: DashboardValueUnit.Percent,
      Note: sentNote,
      Value: sent.sent === 0 ? 0 : oneDecimal((sent.unread / sent.sent) * 100),
      Caption: `${sent.unread.toLocaleString("en-US")} of ${sent.sent.toLocaleString("en-US")} not yet read`,
    }),
    chartWidget({
      Key: "changes-by-day",
      Title: "Changes per Day",
      Kind: DashboardWidgetKind.Line,
      Width: 8,
      Note: seriesNote(scope, "Recorded", "day"),
      SeriesNames: ["Changes", "Events"],
      Points: scope.days.map((day) => ({
        label: dayLabel(day),
        values: [countOf(changes, day), countOf(events, day)],
        drillKey: day,
      })),
    }),
    chartWidget({
      Key: "events-by-kind",
      Title: "Events by Kind",
      Kind: DashboardWidgetKind.Pie,
      Width: 4,
      Note: recorded,
      SeriesNames: ["Events"],
      Points: byCount(kinds).map((k) => ({
        label: eventKindName(String(k.key)),
        values: [k.n],
        drillKey: String(k.key),
      })),
    }),
    chartWidget({
      Key: "notifications-by-day",
      Title: "Notifications Sent per Day",
      Kind: DashboardWidgetKind.Bar,
      Width: 8,
      Note: seriesNote(scope, "Sent", "day"),
      SeriesNames: ["Sent", "Unread"],
      Points: scope.days.map((day) => {
        const row = sentByDay.find((r) => r.key === day);
        return { label: dayLabel(day), values: [row?.sent ?? 0, row?.unread ?? 0] };
      }),
    }),
    chartWidget({
      Key: "most-active",
      Title: "Most Active People",
      Kind: DashboardWidgetKind.Bar,
      Width: 4,
      Note: recorded,
      SeriesNames: ["Changes"],
      Points: people.top.map((p) => ({ label: p.name, values: [p.n], drillKey: String(p.id) })),
    }),
    chartWidget({
      Key: "changes-by-record-type",
      Title: "Changes by Record Type",
      Kind: DashboardWidgetKind.Bar,
      Width: 12,
      Note: recorded,
      SeriesNames: ["Changes"],
      Points: byCount(recordTypes).map((r) => ({
        label: recordTypeName(String(r.key)),
        values: [r.n],
        drillKey: String(r.key),
      })),
    }),
  ];
};
