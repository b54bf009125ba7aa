import {
  addCalendarDays,
  assertNever,
  NotificationAction,
  parseCalendarDay,
  ResultCode,
  startOfCalendarDay,
  type NotificationActionId,
  type NotificationListingQuery,
  type NotificationListingReply,
  type UnreadCountReply,
  type UpdateNotificationStatusReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError, invalidField } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  escapeNotificationText,
  isAllowedNotificationHref,
  sanitizeNotificationHtml,
} from "./notification-html.ts";
import {
  countUnread,
  deleteNotification,
  latestNotifications,
  listNotifications,
  markAllRead,
  muteSubject,
  readOwnNotification,
  setNotificationAction,
  toggleFavorite,
  summariseNotifications,
  unmuteSubject,
  type Owner,
} from "./notifications.repository.ts";

/** How many notifications the legacy drop-down shows. */
export const DROP_DOWN_SIZE = 10;
export const NO_NOTIFICATIONS_HTML = "<p>No Notifications yet</p>";

const ownerOf = (session: ActiveSession): Owner => ({ orgId: session.orgId, employeeId: session.employeeId });

/** Someone else's notification reads exactly like one that does not exist. */
const notificationNotFound = (id: number): AppError =>
  new AppError("NOT_FOUND", { message: `Notification ${id} not found` });

export const unreadCount = async (ctx: AppContext, session: ActiveSession): Promise<UnreadCountReply> => ({
  UnreadNotifs: await countUnread(ctx.db, ownerOf(session)),
});

/** A day of the query as the first instant of that day in the display time zone. */
const dayStart = (field: string, day: string | undefined): Date | null => {
  if (day === undefined) return null;
  if (!parseCalendarDay(day)) throw invalidField(field, "is not a day of the calendar.");
  return startOfCalendarDay(day);
};

/** The first instant after a day of the query: DateTo counts in full. */
const dayEnd = (field: string, day: string | undefined): Date | null =>
  day === undefined || dayStart(field, day) === null ? null : startOfCalendarDay(addCalendarDays(day, 1));

/** The words sought; the database cannot hold a NUL character, so none can be found. */
const searchOf = (search: string | undefined): string | null => {
  if (!search) return null;
  if (search.includes("\u0000")) throw invalidField("Search", "must not contain a NUL character.");
  return search;
};

/** Whether a label text ("Work Order,Assigned") holds the label sought as one whole label, ignoring case. */
const holdsLabel = (labelText: string, label: string): boolean =>
  labelText.split(",").some((l) => l.trim().toLowerCase() === label.toLowerCase());

/** "Work Order,Assigned" and "Assigned" give "Assigned" and "Work Order", once each, in order. */
const distinctLabels = (labelTexts: readonly string[]): string[] => {
  const labels = new Set<string>();
  for (const text of labelTexts)
    for (const label of text.split(",")) if (label.trim() !== "") labels.add(label.trim());
  return [...labels].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
};

/**
 * A page of the caller's notifications. One pass by label text gives the unread count, the labels offered, the
 * label texts the label filter keeps and the filtered total; the page itself is read only when it has rows.
 */
export const notificationListing = async (
  ctx: AppContext,
  session: ActiveSession,
  query: NotificationListingQuery,
): Promise<NotificationListingReply> => {
  const owner = ownerOf(session);
  const content = {
    state: query.NotificationListingActionId,
    from: dayStart("DateFrom", query.DateFrom),
    before: dayEnd("DateTo", query.DateTo),
    search: searchOf(query.Search),
  };
  const summary = await summariseNotifications(ctx.db, owner, content);
  const label = query.Label ? query.Label : null;
  const kept = label ? summary.filter((s) => holdsLabel(s.labelText, label)) : summary;
  const total = kept.reduce((sum, s) => sum + s.matched, 0);
  const offset = (query.PageNumber - 1) * query.PageSize;
  const rows =
    total > offset
      ? await listNotifications(
          ctx.db,
          owner,
          { ...content, labelTexts: label ? kept.map((s) => s.labelText) : null },
          { offset, limit: query.PageSize },
        )
      : [];
  return {
    NotificationGridData: rows,
    UnReadCount: summary.reduce((sum, s) => sum + s.unread, 0),
    TotalCount: total,
    PageNumber: query.PageNumber,
    PageSize: query.PageSize,
    Labels: distinctLabels(summary.map((s) => s.labelText)),
  };
};

const statusReply = async (
  ctx: AppContext,
  owner: Owner,
  message: string,
): Promise<UpdateNotificationStatusReply> => ({
  StatusCode: ResultCode.Success,
  StatusMessage: message,
  UnreadNotifs: await countUnread(ctx.db, owner),
});

/** One action on one of the caller's own notifications; the same action twice leaves the same state. */
export const updateNotificationStatus = async (
  ctx: AppContext,
  session: ActiveSession,
  body: { NotificationId: number; ActionId: NotificationActionId },
): Promise<UpdateNotificationStatusReply> => {
  const owner = ownerOf(session);
  const id = body.NotificationId;
  const found = await readOwnNotification(ctx.db, owner, id);
  if (!found) throw notificationNotFound(id);
  const subjectOf = () => {
    if (found.subjectType === null || found.subjectId === null)
      throw invalidField("NotificationId", "this notification is about no record to follow.");
    return { subjectType: found.subjectType, subjectId: found.subjectId };
  };
  switch (body.ActionId) {
    case NotificationAction.Read:
      await setNotificationAction(ctx.db, owner, id, NotificationAction.Read);
      return statusReply(ctx, owner, "Marked as read.");
    case NotificationAction.UnRead:
      await setNotificationAction(ctx.db, owner, id, NotificationAction.UnRead);
      return statusReply(ctx, owner, "Marked as unread.");
    case NotificationAction.Subscribe:
      await unmuteSubject(ctx.db, owner.employeeId, subjectOf());
      return statusReply(ctx, owner, "Subscribed: you will hear about this record again.");
    case NotificationAction.UnSubscribe:
      await muteSubject(ctx.db, owner.employeeId, subjectOf());
      return statusReply(ctx, owner, "Unsubscribed: no more notifications about this record.");
    case NotificationAction.Favorite: {
      const isFavorite = await toggleFavorite(ctx.db, owner, id);
      return statusReply(ctx, owner, isFavorite ? "Added to favorites." : "Removed from favorites.");
    }
    case NotificationAction.Delete:
      await deleteNotification(ctx.db, owner, id);
      return statusReply(ctx, owner, "Notification deleted.");
    default:
      return assertNever(body.ActionId);
  }
};

/** NotificationId 0 with ActionId 1 marks everything read; any other action needs a notification's id. */
export const updateNotificationStatusV2 = async (
  ctx: AppContext,
  session: ActiveSession,
  body: { NotificationId: number; ActionId: NotificationActionId },
): Promise<UpdateNotificationStatusReply> => {
  if (body.NotificationId > 0) return updateNotificationStatus(ctx, session, body);
  if (body.ActionId !== NotificationAction.Read)
    throw invalidField("ActionId", "only Read (1) applies to all notifications (NotificationId 0).");
  const owner = ownerOf(session);
  await markAllRead(ctx.db, owner);
  return statusReply(ctx, owner, "All notifications marked as read.");
};

/** The legacy panel: the latest notifications as one sanitised HTML list. */
export const notificationDropDown = async (ctx: AppContext, session: ActiveSession): Promise<string> => {
  const rows = await latestNotifications(ctx.db, ownerOf(session), DROP_DOWN_SIZE);
  if (rows.length === 0) return NO_NOTIFICATIONS_HTML;
  const items = rows.map((row) => {
    const label = row.labelText
      .split(",")
      .map((l) => l.trim())
      .filter((l) => l !== "")
      .join(" · ");
    const heading = label === "" ? "" : `<b>${escapeNotificationText(label)}</b><br>`;
    const link =
      row.completeUrl && isAllowedNotificationHref(row.completeUrl)
        ? `<br><a href="${escapeNotificationText(row.completeUrl.trim())}">Open</a>`
        : "";
    return `<li>${heading}<span>${row.bodyText}</span>${link}</li>`;
  });
  return sanitizeNotificationHtml(`<ul>${items.join("")}</ul>`);
};
