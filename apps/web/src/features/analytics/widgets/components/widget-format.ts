import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { assertNever, type DashboardValueUnitValue } from "@fieldstead/domain";

dayjs.extend(customParseFormat);

const LOCALE = "en-US";
const wholeOrTenths = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat(LOCALE, { notation: "compact", maximumFractionDigits: 1 });
const dollars = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const compactDollars = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

const withUnit = (value: number, one: string, many: string) =>
  `${wholeOrTenths.format(value)} ${value === 1 ? one : many}`;

/**
 * A figure's or a data point's value as people read it: '1,234', '3.5 days', '1 hour', '$12,400' (cents only
 * when there are any), '42.5%' (a percent is given as 0–100).
 */
export const formatWidgetValue = (value: number, unit: DashboardValueUnitValue): string => {
  switch (unit) {
    case "count":
      return wholeOrTenths.format(value);
    case "days":
      return withUnit(value, "day", "days");
    case "hours":
      return withUnit(value, "hour", "hours");
    case "money":
      return (Number.isInteger(value) ? dollars : dollarsAndCents).format(value);
    case "percent":
      return `${wholeOrTenths.format(value)}%`;
    default:
      return assertNever(unit);
  }
};

/** A chart axis's tick: short ('1.2K', '$45K', '30%'); the tooltip gives the full value. */
export const formatAxisValue = (value: number, unit: DashboardValueUnitValue): string => {
  switch (unit) {
    case "money":
      return compactDollars.format(value);
    case "percent":
      return `${compact.format(value)}%`;
    case "count":
    case "days":
    case "hours":
      return compact.format(value);
    default:
      return assertNever(unit);
  }
};

/** A calendar day of the filters ('2026-03-10') as 'Mar 10, 2026'; a day is a day in every time zone. */
export const formatDay = (day: string): string => {
  const parsed = dayjs(day, "YYYY-MM-DD", true);
  return parsed.isValid() ? parsed.format("MMM DD, YYYY") : day;
};

export type FilterSummaryInput = {
  From?: string | undefined;
  To?: string | undefined;
  locationName: string | null;
};

/** The filters a dashboard was drawn with, in words: 'Mar 01, 2026 – Mar 31, 2026 · Denver Campus'. */
export const describeFilters = ({ From, To, locationName }: FilterSummaryInput): string => {
  const range =
    From && To
      ? `${formatDay(From)} – ${formatDay(To)}`
      : From
        ? `From ${formatDay(From)}`
        : To
          ? `Up to ${formatDay(To)}`
          : "All dates";
  return [range, locationName ?? "All locations"].join(" · ");
};
