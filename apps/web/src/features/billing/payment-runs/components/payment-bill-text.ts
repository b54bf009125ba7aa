import { formatDayOrMoment } from "@fieldstead/domain";
import { dayText } from "../../../../lib/money-format.ts";

/** A bill's period: "Sep 01, 2026 – Sep 30, 2026". */
export const billPeriodText = (bill: { PeriodStart: string; PeriodEnd: string }): string =>
  `${dayText(bill.PeriodStart)} – ${dayText(bill.PeriodEnd)}`;

/** A moment the server sent (ISO) with its time, in the portal's time zone; empty for none. */
export const momentText = (at: string | null): string => (at ? formatDayOrMoment(at, true) : "");

/** How a bill is named to a screen reader and on its card: "LSE-2026-00041, Sep 01, 2026 – Sep 30, 2026". */
export const billLabel = (bill: { LeaseNumber: string; PeriodStart: string; PeriodEnd: string }): string =>
  `${bill.LeaseNumber}, ${billPeriodText(bill)}`;
