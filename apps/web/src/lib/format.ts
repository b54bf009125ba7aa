/**
 * Dates and times as the portal shows them (Denver time, the display formats, the API's stamps): one module in
 * the domain package, shared with the server's exports and imports.
 */
export {
  DISPLAY_FORMATS,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatRelativeTime,
  formatTime,
  IGNORE_END_DATE_STAMP,
  parseStamp,
  STAMP_FORMATS,
  toDayEndStamp,
  toDayStartStamp,
  toStamp,
  type DateInput,
} from "@fieldstead/domain";

/** Names of this many characters or more are cut short and get a tooltip with the full text (§9). */
export const NAME_TOOLTIP_MIN_LENGTH = 28;
const ELLIPSIS = "...";

/** The text a name shows: cut to 28 characters with '...' when long, and whether it needs a tooltip. */
export const shortName = (name: string): { text: string; hasTooltip: boolean } => {
  if (name.length < NAME_TOOLTIP_MIN_LENGTH) return { text: name, hasTooltip: false };
  if (name.length === NAME_TOOLTIP_MIN_LENGTH) return { text: name, hasTooltip: true };
  return {
    text: `${name.slice(0, NAME_TOOLTIP_MIN_LENGTH - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`,
    hasTooltip: true,
  };
};
