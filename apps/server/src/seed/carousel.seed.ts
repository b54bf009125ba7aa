import { BUILT_IN_DASHBOARDS } from "@fieldstead/domain";
import type { Tx } from "../db/client.ts";
import { carouselLinks } from "../db/schema/index.ts";

/** The organisation's carousel plays every built-in dashboard, in their listed order and by their titles. */
export const seedCarouselLinks = async (
  tx: Tx,
  { orgId, employeeId, now }: { orgId: number; employeeId: number | null; now: Date },
): Promise<void> => {
  await tx.insert(carouselLinks).values(
    BUILT_IN_DASHBOARDS.map((dashboard, position) => ({
      orgId,
      position,
      dashboardId: dashboard.DashboardId,
      title: dashboard.Title,
      url: null,
      updatedById: employeeId,
      updatedAt: now,
    })),
  );
};
