import {
  RECON_DIFFERENCE_NAMES,
  RECON_DIFFERENCE_STATE_NAMES,
  ReconDifferenceKind,
  ReconDifferenceState,
  type ReportRow,
} from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { readReconDifferencesOfMonths } from "./billing-reports.repository.ts";
import {
  monthLabel,
  numberColumn,
  textColumn,
  type ReportBody,
  type ReportScope,
} from "./billing-report-table.ts";

const COLUMNS = [
  textColumn("Period"),
  textColumn("Client"),
  textColumn("Site"),
  textColumn("Category"),
  textColumn("Difference"),
  numberColumn("Billed"),
  numberColumn("Found"),
  textColumn("State"),
  textColumn("Invoice"),
];

const KINDS = Object.values(ReconDifferenceKind);
const STATES = Object.values(ReconDifferenceState);

const counted = (count: number) => `${count} difference${count === 1 ? "" : "s"}`;

/**
 * Tech-recon differences: every difference the reconciliation runs of the months found, with what was billed and
 * found, what became of it (Open, Accepted, Verify on site) and the invoice that carried an accepted one; one
 * totals row counting them. The chart counts the differences of each kind, stacked by state.
 */
export const reconDifferencesReport = async (db: Db, scope: ReportScope): Promise<ReportBody> => {
  const records = await readReconDifferencesOfMonths(db, scope);
  const rows: ReportRow[] = records.map((r) => ({
    Period: monthLabel(r.period),
    Client: r.clientName,
    Site: r.siteName ?? "",
    Category: r.categoryName ?? "",
    Difference: RECON_DIFFERENCE_NAMES[r.kindId],
    Billed: r.billedQuantity,
    Found: r.foundQuantity,
    State: RECON_DIFFERENCE_STATE_NAMES[r.stateId],
    Invoice: r.invoiceNumber ?? "",
  }));
  const total: ReportRow = Object.fromEntries(COLUMNS.map((c) => [c.Key, null]));
  return {
    Columns: COLUMNS,
    Rows: rows,
    Totals: [{ ...total, Period: "Total", Difference: counted(rows.length) }],
    Chart:
      rows.length === 0
        ? null
        : {
            Type: "stackedBar",
            Categories: KINDS.map((k) => RECON_DIFFERENCE_NAMES[k]),
            Series: STATES.map((state) => ({
              Name: RECON_DIFFERENCE_STATE_NAMES[state],
              Values: KINDS.map((kind) =>
                String(records.filter((r) => r.kindId === kind && r.stateId === state).length),
              ),
            })),
            Unit: "differences",
          },
  };
};
