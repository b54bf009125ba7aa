import { AccessRightType, ModuleId } from "@fieldstead/domain";

/** A tab of the location page: its address segment and the module that shows it. */
export type LocationTab = {
  slug: "overview" | "sub-locations" | "assets" | "links" | "gallery" | "history";
  label: string;
  moduleId: number;
};

export const LOCATION_TABS: readonly LocationTab[] = [
  { slug: "overview", label: "Overview", moduleId: ModuleId.LocationOverview },
  { slug: "sub-locations", label: "Sub-locations", moduleId: ModuleId.LocationHierarchy },
  { slug: "assets", label: "Assets", moduleId: ModuleId.LocationAssets },
  { slug: "links", label: "Links", moduleId: ModuleId.LocationLinksTab },
  { slug: "gallery", label: "Gallery", moduleId: ModuleId.LocationGallery },
  { slug: "history", label: "History", moduleId: ModuleId.LocationHistory },
];

/**
 * The tabs a role sees: each needs its tab module (read-only or more); the assets tab also needs the fixed
 * assets, whose list it shows.
 */
export const visibleTabs = (can: (moduleId: number, parentId?: number, level?: number) => boolean) =>
  LOCATION_TABS.filter(
    (tab) =>
      can(tab.moduleId, ModuleId.Locations, AccessRightType.ReadOnly) &&
      (tab.slug !== "assets" || can(ModuleId.FixedAssets, undefined, AccessRightType.ReadOnly)),
  );
