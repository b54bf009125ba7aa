import type { AuditChange } from "./audit.enums.ts";

export type AuditField<T> = {
  key: keyof T & string;
  /** The field as people read it ('Serial number'). */
  label: string;
  /** The value as people read it; text of the value by default, null for an empty one. */
  format?: (value: unknown) => string | null;
};

const defaultFormat = (value: unknown): string | null => {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

/**
 * The fields that differ between two versions of a record, in the order the fields are listed, as history
 * shows them. Fields absent from `after` did not change.
 */
export const diffChanges = <T extends object>({
  before,
  after,
  fields,
}: {
  before: Partial<T>;
  after: Partial<T>;
  fields: readonly AuditField<T>[];
}): AuditChange[] => {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (!(field.key in after)) continue;
    const format = field.format ?? defaultFormat;
    const from = format(before[field.key]);
    const to = format(after[field.key]);
    if (from !== to) changes.push({ Field: field.label, From: from, To: to });
  }
  return changes;
};
