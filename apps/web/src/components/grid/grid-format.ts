import { formatDayOrMoment } from "@fieldstead/domain";

/** A calendar day ('2026-03-10') is the same day everywhere; a moment is shown in Denver time. */
export const formatDateCell = (value: unknown, showsTime = false): string => {
  if (typeof value !== "string" && typeof value !== "number") return "";
  return formatDayOrMoment(value, showsTime);
};
