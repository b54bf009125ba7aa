import { assertNever, type ReportColumn, type ReportRow } from "@fieldstead/domain";
import { moneyText } from "../../../../lib/money-format.ts";

const COUNT_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A cell as the report shows it: money with its thousands marks ('1,200.00'), counts likewise, text as sent. */
export const cellText = (column: ReportColumn, row: ReportRow): string => {
  const value = row[column.Key];
  if (value === null || value === undefined) return "";
  switch (column.Type) {
    case "money":
      return moneyText(String(value));
    case "number":
      return typeof value === "number" ? COUNT_FORMAT.format(value) : value;
    case "text":
      return String(value);
    default:
      return assertNever(column.Type);
  }
};

/** Figures line up on the right, text on the left. */
export const isFigure = (column: ReportColumn): boolean => column.Type !== "text";
