import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import {
  NotificationAction,
  NotificationListing,
  type NotificationActionId,
  type NotificationGridItem,
  type NotificationListingId,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { notificationMutes, notifications } from "../../db/schema/index.ts";
import { toNotificationGridItem, type NotificationRow } from "./notification-audience.repository.ts";

/** Whose notifications: one person of one organisation. */
export type Owner = { orgId: number; employeeId: number };

export type ListingFilter = {
  state: NotificationListingId;
  /** The whole label texts to keep (those holding the label sought), or null for any. */
  labelTexts: readonly string[] | null;
  /** The first instant counted, and the first instant no longer counted. */
  from: Date | null;
  before: Date | null;
  search: string | null;
};

const own = (owner: Owner): SQL =>
  and(eq(notifications.employeeId, owner.employeeId), eq(notifications.orgId, owner.orgId))!;

const stateFilter = (state: NotificationListingId): SQL | undefined => {
  switch (state) {
    case NotificationListing.All:
      return undefined;
    case NotificationListing.Read:
      return eq(notifications.actionId, NotificationAction.Read);
    case NotificationListing.UnRead:
      return eq(notifications.actionId, NotificationAction.UnRead);
    case NotificationListing.Favorite:
      return eq(notifications.isFavorite, true);
  }
};

/** Most words a search is split into (as the other lists of the portal). */
const SEARCH_MAX_WORDS = 8;

/** Printable ASCII only: such words are found the same when only ASCII letters are folded. */
const isPlainAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

/** A word as a regular expression matching exactly that text (every non-alphanumeric character made literal). */
const literalPattern = (word: string): string => word.replace(/[^A-Za-z0-9]/g, (c) => `\\${c}`);

/**
 * Every word sought is in the label or in the body as it reads on screen (tags left out, the body's own escaping
 * &amp; &lt; &gt; applied to the word), in any case. Words are found as written: % and _ are no wildcards. The
 * stored body is looked at first (strpos), so only bodies that may match are read as HTML. Plain ASCII words
 * (nearly every search) fold only ASCII letters and skip tags with one expression: an occurrence followed by a
 * '>' before any '<' is inside a tag (sanitised text and attributes never hold a bare '<' or '>').
 */
const searchFilter = (search: string): SQL | undefined => {
  const words = search.split(/\s+/).filter(Boolean).slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return undefined;
  const isAscii = words.every(isPlainAscii);
  const fold = (text: SQL): SQL => (isAscii ? sql`lower(${text} collate "C")` : sql`lower(${text})`);
  const folded = (word: string): SQL => (isAscii ? sql`${word.toLowerCase()}` : sql`lower(${word}::text)`);
  const label = fold(sql`${notifications.labelText}`);
  const body = fold(sql`${notifications.bodyText}`);
  const holds = (text: SQL, word: string): SQL => sql`strpos(${text}, ${folded(word)}) > 0`;
  const asStored = (word: string) => word.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const shownHolds = (word: string): SQL =>
    isAscii
      ? sql`(${notifications.bodyText} collate "C") ~* ${`${literalPattern(word)}(?![^<]*>)`}`
      : holds(fold(sql`regexp_replace(${notifications.bodyText}, '<[^>]*>', '', 'g')`), word);
  return and(
    ...words.map((w) => sql`(${holds(label, w)} or ${holds(body, asStored(w))})`),
    ...words.map((w) => sql`(${holds(label, w)} or ${shownHolds(asStored(w))})`),
  );
};

/** Every filter but the label's. */
const contentFilters = (filter: Omit<ListingFilter, "labelTexts">): SQL | undefined =>
  and(
    stateFilter(filter.state),
    filter.from ? gte(notifications.createdOn, filter.from) : undefined,
    filter.before ? lt(notifications.createdOn, filter.before) : undefined,
    filter.search ? searchFilter(filter.search) : undefined,
  );

export type LabelTextSummary = { labelText: string; unread: number; matched: number };

/**
 * One pass over a person's notifications, by label text: how many are unread, and how many pass the filters
 * other than the label's. The label texts are few, so the label filter, the total and the labels offered are
 * worked out from this.
 */
export const summariseNotifications = async (
  db: Db,
  owner: Owner,
  filter: Omit<ListingFilter, "labelTexts">,
): Promise<LabelTextSummary[]> => {
  const content = contentFilters(filter);
  const rows = await db
    .select({
      labelText: notifications.labelText,
      unread: sql<number>`count(*) filter (where ${notifications.actionId} = ${NotificationAction.UnRead})`,
      matched: content ? sql<number>`count(*) filter (where ${content})` : sql<number>`count(*)`,
    })
    .from(notifications)
    .where(own(owner))
    .groupBy(notifications.labelText);
  return rows.map((r) => ({ labelText: r.labelText, unread: Number(r.unread), matched: Number(r.matched) }));
};

const listingWhere = (owner: Owner, filter: ListingFilter): SQL =>
  and(
    own(owner),
    filter.labelTexts ? inArray(notifications.labelText, [...filter.labelTexts]) : undefined,
    contentFilters(filter),
  )!;

const GRID_COLUMNS = {
  id: notifications.id,
  actionId: notifications.actionId,
  labelText: notifications.labelText,
  completeUrl: notifications.completeUrl,
  bodyText: notifications.bodyText,
  createdOn: notifications.createdOn,
  isFavorite: notifications.isFavorite,
  isMuted: sql<boolean>`(${notificationMutes.employeeId} is not null)`,
};

/** One page of a person's notifications, newest first, with whether they still follow each one's record. */
export const listNotifications = async (
  db: Db,
  owner: Owner,
  filter: ListingFilter,
  page: { offset: number; limit: number },
): Promise<NotificationGridItem[]> => {
  const rows = await db
    .select(GRID_COLUMNS)
    .from(notifications)
    .leftJoin(
      notificationMutes,
      and(
        eq(notificationMutes.employeeId, notifications.employeeId),
        eq(notificationMutes.subjectType, notifications.subjectType),
        eq(notificationMutes.subjectId, notifications.subjectId),
      ),
    )
    .where(listingWhere(owner, filter))
    .orderBy(desc(notifications.createdOn), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toNotificationGridItem(row, !row.isMuted));
};

export const countUnread = async (db: Db | Tx, owner: Owner): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(own(owner), eq(notifications.actionId, NotificationAction.UnRead)));
  return Number(row?.n ?? 0);
};

/** The latest notifications of a person, newest first. */
export const latestNotifications = (
  db: Db,
  owner: Owner,
  limit: number,
): Promise<Pick<NotificationRow, "id" | "labelText" | "bodyText" | "completeUrl" | "actionId">[]> =>
  db
    .select({
      id: notifications.id,
      labelText: notifications.labelText,
      bodyText: notifications.bodyText,
      completeUrl: notifications.completeUrl,
      actionId: notifications.actionId,
    })
    .from(notifications)
    .where(own(owner))
    .orderBy(desc(notifications.createdOn), desc(notifications.id))
    .limit(limit);

export type OwnedNotification = { id: number; subjectType: string | null; subjectId: number | null };

/** One of the person's notifications, or null when it is not theirs (or does not exist). */
export const readOwnNotification = async (
  db: Db | Tx,
  owner: Owner,
  id: number,
): Promise<OwnedNotification | null> => {
  const [row] = await db
    .select({
      id: notifications.id,
      subjectType: notifications.subjectType,
      subjectId: notifications.subjectId,
    })
    .from(notifications)
    .where(and(own(owner), eq(notifications.id, id)));
  return row ?? null;
};

export const setNotificationAction = async (
  db: Db | Tx,
  owner: Owner,
  id: number,
  actionId: NotificationActionId,
): Promise<void> => {
  await db
    .update(notifications)
    .set({ actionId })
    .where(and(own(owner), eq(notifications.id, id)));
};

/** Marks every unread notification of the person read; answers how many changed. */
export const markAllRead = async (db: Db | Tx, owner: Owner): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ actionId: NotificationAction.Read })
    .where(and(own(owner), eq(notifications.actionId, NotificationAction.UnRead)))
    .returning({ id: notifications.id });
  return rows.length;
};

/** Turns the favourite mark over; answers whether it is a favourite now. */
export const toggleFavorite = async (db: Db | Tx, owner: Owner, id: number): Promise<boolean> => {
  const [row] = await db
    .update(notifications)
    .set({ isFavorite: sql`not ${notifications.isFavorite}` })
    .where(and(own(owner), eq(notifications.id, id)))
    .returning({ isFavorite: notifications.isFavorite });
  return row?.isFavorite ?? false;
};

export const deleteNotification = async (db: Db | Tx, owner: Owner, id: number): Promise<void> => {
  await db.delete(notifications).where(and(own(owner), eq(notifications.id, id)));
};

export const muteSubject = async (
  db: Db | Tx,
  employeeId: number,
  subject: { subjectType: string; subjectId: number },
): Promise<void> => {
  await db
    .insert(notificationMutes)
    .values({ employeeId, ...subject })
    .onConflictDoNothing();
};

export const unmuteSubject = async (
  db: Db | Tx,
  employeeId: number,
  subject: { subjectType: string; subjectId: number },
): Promise<void> => {
  await db
    .delete(notificationMutes)
    .where(
      and(
        eq(notificationMutes.employeeId, employeeId),
        eq(notificationMutes.subjectType, subject.subjectType),
        eq(notificationMutes.subjectId, subject.subjectId),
      ),
    );
};
