import {
  AuditEntityType,
  BUILT_IN_DASHBOARDS,
  ResultCode,
  carouselTitle,
  isBuiltInDashboardId,
  type CarouselEntry,
  type CarouselSettingsReply,
  type DashboardLinksReply,
  type SaveCarouselSettings,
  type StatusReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db } from "../../../db/client.ts";
import { invalidFields, type AppFieldProblem } from "../../../lib/errors.ts";
import { recordHistory } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  listCarouselLinks,
  listExternalCarouselUrls,
  lockOrganisation,
  replaceCarouselLinks,
  type CarouselLinkRow,
} from "./carousel-links.repository.ts";
import { signedDashboardUrl } from "../embed/embed-links.ts";
import { visibleDashboards } from "../dashboard-access.ts";

// An origin as it may stand in a Content-Security-Policy: scheme, a plain host name or address, a port.
const SAFE_ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** The origin of an external entry's address, when it is one a frame may be allowed from. */
export const frameOriginOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return SAFE_ORIGIN.test(origin) ? origin : null;
  } catch {
    return null;
  }
};

const toEntry = (row: CarouselLinkRow): CarouselEntry => ({
  DashboardId: row.dashboardId,
  Title: row.title,
  Url: row.url,
});

export const carouselSettings = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<CarouselSettingsReply> => ({
  Entries: (await listCarouselLinks(ctx.db, session.orgId)).map(toEntry),
  BuiltIns: BUILT_IN_DASHBOARDS.map(({ DashboardId, Title, Description }) => ({
    DashboardId,
    Title,
    Description,
  })),
});

const entryProblems = (entries: readonly CarouselEntry[]): AppFieldProblem[] =>
  entries.flatMap((entry, i): AppFieldProblem[] => {
    if (entry.Url === null)
      return isBuiltInDashboardId(entry.DashboardId)
        ? []
        : [
            {
              field: `Entries.${i}.DashboardId`,
              message: `${entry.DashboardId} is not a built-in dashboard; give the address (Url) of another dashboard.`,
            },
          ];
    return frameOriginOf(entry.Url)
      ? []
      : [{ field: `Entries.${i}.Url`, message: "Url must be an http or https address." }];
  });

/** How the list reads in its history: each entry's title, and the host of an external one. */
const describeList = (rows: readonly CarouselLinkRow[]): string | null =>
  rows.length === 0
    ? null
    : rows
        .map((row) => {
          const title = carouselTitle(row.dashboardId, row.title);
          const origin = row.url === null ? null : frameOriginOf(row.url);
          return origin ? `${title} (${new URL(origin).host})` : title;
        })
        .join(", ");

const sameList = (a: readonly CarouselLinkRow[], b: readonly CarouselLinkRow[]): boolean =>
  a.length === b.length &&
  a.every(
    (row, i) => row.dashboardId === b[i]!.dashboardId && row.title === b[i]!.title && row.url === b[i]!.url,
  );

/**
 * Replaces the organisation's carousel list in one transaction (the list, and its history entry when it
 * changed). An entry without an address must name a built-in dashboard.
 */
export const saveCarouselSettings = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SaveCarouselSettings,
): Promise<StatusReply & CarouselSettingsReply> => {
  const problems = entryProblems(body.Entries);
  if (problems.length > 0) throw invalidFields(problems);
  const rows: CarouselLinkRow[] = body.Entries.map((e) => ({
    dashboardId: e.DashboardId,
    title: e.Title,
    url: e.Url,
  }));
  await ctx.db.transaction(async (tx) => {
    await lockOrganisation(tx, session.orgId);
    const before = await listCarouselLinks(tx, session.orgId);
    if (sameList(before, rows)) return;
    const at = ctx.now();
    await replaceCarouselLinks(tx, session.orgId, rows, { employeeId: session.employeeId, at });
    await recordHistory(tx, [
      {
        orgId: session.orgId,
        entityType: AuditEntityType.CarouselList,
        entityId: session.orgId,
        action: "Updated",
        summary: `Carousel list saved (${rows.length} ${rows.length === 1 ? "dashboard" : "dashboards"})`,
        changes: [{ Field: "Dashboards", From: describeList(before), To: describeList(rows) }],
        employeeId: session.employeeId,
        at,
      },
    ]);
  });
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: "Carousel settings saved.",
    ...(await carouselSettings(ctx, session)),
  };
};

/**
 * The carousel's dashboards in playing order: a built-in one with a fresh signed address over the
 * organisation's data (only those the caller's role may see, as on the dashboards page), an external one with
 * its address as stored.
 */
export const carouselDashboardLinks = async (
  ctx: AppContext,
  session: ActiveSession,
  origin: string,
): Promise<DashboardLinksReply> => {
  const [rows, visible] = await Promise.all([
    listCarouselLinks(ctx.db, session.orgId),
    visibleDashboards(ctx, session),
  ]);
  const mayShow = new Set<number>(visible.map((d) => d.DashboardId));
  const links = await Promise.all(
    rows.map(async (row) => {
      if (row.url !== null)
        return {
          DashboardId: row.dashboardId,
          Title: carouselTitle(row.dashboardId, row.title),
          MetabaseUrl: row.url,
        };
      // Saving refuses anything else; a row written otherwise is left out rather than signed.
      if (!isBuiltInDashboardId(row.dashboardId) || !mayShow.has(row.dashboardId)) return null;
      const url = await signedDashboardUrl(ctx, {
        origin,
        orgId: session.orgId,
        dashboardId: row.dashboardId,
      });
      return {
        DashboardId: row.dashboardId,
        Title: carouselTitle(row.dashboardId, row.title),
        MetabaseUrl: url,
      };
    }),
  );
  return { DashboardLinks: links.filter((link) => link !== null) };
};

/** The origins the organisation's external carousel entries may be framed from. */
export const carouselFrameOrigins = async (db: Db, orgId: number): Promise<string[]> => {
  const origins = (await listExternalCarouselUrls(db, orgId)).map(frameOriginOf);
  return [...new Set(origins.filter((o) => o !== null))];
};
