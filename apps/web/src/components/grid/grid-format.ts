import dayjs from "dayjs";
import { DISPLAY_FORMATS, formatDate, formatDateTime } from "../../lib/format.ts";

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day ('2026-03-10') is the same day everywhere; a moment is shown in Denver time. */
export const formatDateCell = (value: unknown, showsTime = false): string => {
  if (typeof value !== "string" && typeof value !== "number") return "";
  if (typeof value === "string" && DAY_ONLY.test(value)) return dayjs(value).format(DISPLAY_FORMATS.date);
  return showsTime ? formatDateTime(value) : formatDate(value);
};
