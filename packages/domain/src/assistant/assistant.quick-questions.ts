import { AssistantPageCategory, type AssistantPageCategoryValue } from "./assistant.enums.ts";

/** The quick questions an empty conversation offers, three per page category (portal-shell §2.5, §9). */
export const ASSISTANT_QUICK_QUESTIONS: Record<
  AssistantPageCategoryValue,
  readonly [string, string, string]
> = {
  asset: [
    "How do I move an asset to another location?",
    "How do I configure asset categories?",
    "How do I print an asset label?",
  ],
  project: [
    "How do I create a project?",
    "How do I add people to a project?",
    "How is project progress worked out?",
  ],
  task: [
    "How do I set up a recurring work order?",
    "How do I add a sub-task?",
    "How do I plan work orders in the Scheduler calendar?",
  ],
  workorder: [
    "How do I create a work order?",
    "How do I assign a work order to a technician?",
    "How do I link work orders to assets?",
  ],
  location: [
    "How do I create a location?",
    "How do I edit several locations at once?",
    "How do I link two locations?",
  ],
  lease: [
    "Where can I see my active leases?",
    "When are lease payment reminders sent?",
    "Which dashboard shows leases and billing?",
  ],
  document: [
    "How do I upload a file?",
    "How do I create a library folder?",
    "Where is the gallery of an asset?",
  ],
  default: [
    "How do I export a list to Excel?",
    "How do I turn off notifications I do not want?",
    "What are the keyboard shortcuts?",
  ],
};

/**
 * Keywords of the current address that choose the category, checked in this order (the first that appears in the
 * lower-cased address wins): work orders and tickets before tasks, since their addresses also name tasks.
 */
const CATEGORY_KEYWORDS: readonly (readonly [AssistantPageCategoryValue, readonly string[]])[] = [
  [AssistantPageCategory.WorkOrder, ["workorder", "work-order", "wobulk", "bulkwo", "ticket", "approvals"]],
  [AssistantPageCategory.Lease, ["lease", "billing", "payment", "chargecode", "chargeprofile"]],
  [AssistantPageCategory.Project, ["project"]],
  [AssistantPageCategory.Asset, ["asset", "warehouse", "material", "smrmanagement", "category"]],
  [AssistantPageCategory.Task, ["task", "scheduler", "fieldrights"]],
  [AssistantPageCategory.Location, ["location", "site", "gis", "links"]],
  [AssistantPageCategory.Document, ["document", "library", "gallery", "image", "circular"]],
];

/** The page category of an address (path and hash), from its keywords; 'default' when none appears. */
export const assistantPageCategory = (address: string): AssistantPageCategoryValue => {
  const text = address.toLowerCase();
  for (const [category, keywords] of CATEGORY_KEYWORDS) {
    if (keywords.some((k) => text.includes(k))) return category;
  }
  return AssistantPageCategory.Default;
};

/** The three quick questions for an address. */
export const assistantQuickQuestions = (address: string): readonly string[] =>
  ASSISTANT_QUICK_QUESTIONS[assistantPageCategory(address)];
