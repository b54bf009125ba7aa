import { EXPORT_MAX_DOCUMENT_ROWS, type ExportFormatValue } from "@fieldstead/domain";

/** Lists of at most this many rows download at once; longer ones are written in the background. */
export const INSTANT_MAX_ROWS = 5_000;

/** Where the download centre is. */
export const DOWNLOAD_CENTRE_PATH = "/Image";

export type ExportModeChoice = "instant" | "queued";

/** Instant for a short list, unless the person asked for the background; queued for a long one. */
export const exportModeFor = ({
  total,
  isBackgroundChosen,
}: {
  total: number | null;
  isBackgroundChosen: boolean;
}): ExportModeChoice => (isBackgroundChosen || (total ?? 0) > INSTANT_MAX_ROWS ? "queued" : "instant");

/** PDF and Word files hold at most EXPORT_MAX_DOCUMENT_ROWS rows: the reason a format cannot be chosen. */
export const formatRefusal = (format: ExportFormatValue, total: number | null): string | null =>
  format !== "xlsx" && format !== "zip" && (total ?? 0) > EXPORT_MAX_DOCUMENT_ROWS
    ? `At most ${EXPORT_MAX_DOCUMENT_ROWS.toLocaleString("en-US")} rows: narrow the filters or export to Excel`
    : null;
