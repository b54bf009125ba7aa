import {
  NOTIFICATION_CATEGORY_NAMES,
  NotificationCategory,
  type NotificationCategoryValue,
  type NotificationKindId,
  type NotificationModulesReply,
} from "@fieldstead/domain";

type CategorisedRow = { Category: NotificationCategoryValue; NotificationModuleId: NotificationKindId };

export type CategoryGroup<R> = { category: NotificationCategoryValue; name: string; rows: R[] };

const DEFAULT_HEADINGS: NotificationModulesReply["Categories"] = Object.values(NotificationCategory).map(
  (category) => ({ Category: category, Name: NOTIFICATION_CATEGORY_NAMES[category], Modules: [] }),
);

/**
 * Rows grouped under the settings' categories (AccessControl, ProjectPersonas, ProjectNotifications), in
 * the order and with the names GetNotificationModules gives, each category's kinds in its order; the
 * product's own names and order until that reply is there. Categories without rows are left out.
 */
export const groupByCategory = <R extends CategorisedRow>(
  rows: readonly R[],
  headings: NotificationModulesReply["Categories"] = DEFAULT_HEADINGS,
): CategoryGroup<R>[] => {
  const known = new Set(headings.map((h) => h.Category));
  const others = DEFAULT_HEADINGS.filter((h) => !known.has(h.Category));
  return [...headings, ...others]
    .map((heading) => {
      const order = heading.Modules.map((m) => m.NotificationModuleId);
      const rank = (id: NotificationKindId) => {
        const index = order.indexOf(id);
        return index === -1 ? order.length : index;
      };
      return {
        category: heading.Category,
        name: heading.Name,
        rows: rows
          .filter((row) => row.Category === heading.Category)
          .sort((a, b) => rank(a.NotificationModuleId) - rank(b.NotificationModuleId)),
      };
    })
    .filter((group) => group.rows.length > 0);
};
