import type { EnumValue } from "../shared/enum.ts";

/** The environment an organisation runs in; used for gating (spec README: "organisation kinds"). */
export const EnvironmentKind = {
  development: "development",
  QA: "QA",
  UAT: "UAT",
  production: "production",
  demo1: "demo1",
  demo2: "demo2",
} as const;
export type EnvironmentKindValue = EnumValue<typeof EnvironmentKind>;

export const OrganisationType = { Field: 1, Enterprise: 2, Vendor: 3 } as const;
export type OrganisationTypeValue = EnumValue<typeof OrganisationType>;

/** Default language id. */
export const DEFAULT_LANGUAGE_ID = 1;
/**
 * Dates read day-month-year (DD-MM-YYYY) wherever the organisation's own formats are not known; the date-time
 * default adds the 12-hour time (portal-platform §9).
 */
export const DEFAULT_DATE_FORMAT = "DD-MM-YYYY";
export const DEFAULT_DATE_TIME_FORMAT = "DD-MM-YYYY hh:mm A";
export const DISPLAY_TIME_ZONE = "America/Denver";
