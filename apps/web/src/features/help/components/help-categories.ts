import { AssistantPageCategory, type AssistantPageCategoryValue } from "@fieldstead/domain";

/** What each article category is called on screen. */
export const HELP_CATEGORY_LABELS: Readonly<Record<AssistantPageCategoryValue, string>> = {
  [AssistantPageCategory.Default]: "Getting around",
  [AssistantPageCategory.Asset]: "Assets and warehouse",
  [AssistantPageCategory.Project]: "Projects",
  [AssistantPageCategory.Task]: "Planning and tasks",
  [AssistantPageCategory.WorkOrder]: "Work orders and tickets",
  [AssistantPageCategory.Location]: "Locations",
  [AssistantPageCategory.Lease]: "Leases",
  [AssistantPageCategory.Document]: "Documents",
};

/** The order of the groups: the basics first, then the modules as the menu lists them. */
export const HELP_CATEGORY_ORDER: readonly AssistantPageCategoryValue[] = [
  AssistantPageCategory.Default,
  AssistantPageCategory.Asset,
  AssistantPageCategory.Project,
  AssistantPageCategory.Task,
  AssistantPageCategory.WorkOrder,
  AssistantPageCategory.Location,
  AssistantPageCategory.Lease,
  AssistantPageCategory.Document,
];
