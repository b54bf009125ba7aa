import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { carouselLinks, organisations } from "../../../db/schema/index.ts";

export type CarouselLinkRow = { dashboardId: number; title: string; url: string | null };

/** The organisation's carousel list in playing order. */
export const listCarouselLinks = (db: Db | Tx, orgId: number): Promise<CarouselLinkRow[]> =>
  db
    .select({ dashboardId: carouselLinks.dashboardId, title: carouselLinks.title, url: carouselLinks.url })
    .from(carouselLinks)
    .where(eq(carouselLinks.orgId, orgId))
    .orderBy(asc(carouselLinks.position), asc(carouselLinks.id));

/** The addresses of the organisation's external entries (those that are not built-in dashboards). */
export const listExternalCarouselUrls = async (db: Db | Tx, orgId: number): Promise<string[]> => {
  const rows = await db
    .select({ url: carouselLinks.url })
    .from(carouselLinks)
    .where(and(eq(carouselLinks.orgId, orgId), isNotNull(carouselLinks.url)));
  return rows.flatMap((r) => (r.url ? [r.url] : []));
};

/**
 * Holds the organisation's row until the transaction ends, so two saves of its list run one after the other
 * (otherwise both could delete the old list and both insert theirs).
 */
export const lockOrganisation = async (tx: Tx, orgId: number): Promise<void> => {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .for("update");
};

/** Replaces the organisation's whole list with `rows`, in their order. */
export const replaceCarouselLinks = async (
  tx: Tx,
  orgId: number,
  rows: readonly CarouselLinkRow[],
  by: { employeeId: number | null; at: Date },
): Promise<void> => {
  await tx.delete(carouselLinks).where(eq(carouselLinks.orgId, orgId));
  if (rows.length === 0) return;
  await tx.insert(carouselLinks).values(
    rows.map((row, position) => ({
      orgId,
      position,
      dashboardId: row.dashboardId,
      title: row.title,
      url: row.url,
      updatedById: by.employeeId,
      updatedAt: by.at,
    })),
  );
};
