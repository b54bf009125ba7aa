import type { EnumValue } from "../shared/enum.ts";

/** A location is in use or not; an inactive one takes no new assets. */
export const LocationStatus = { Active: "Active", Inactive: "Inactive" } as const;
export type LocationStatusValue = EnumValue<typeof LocationStatus>;

/** What links two locations. */
export const LocationLinkType = {
  Fiber: "Fiber",
  Microwave: "Microwave",
  Copper: "Copper",
  Power: "Power",
  Access: "Access",
  Other: "Other",
} as const;
export type LocationLinkTypeValue = EnumValue<typeof LocationLinkType>;
