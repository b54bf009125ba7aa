import { assertNever, LocationLevel, type LocationDetail } from "@fieldstead/domain";
import { RecordGallery } from "../../../documents/index.ts";
import { LocationAssetsTab } from "./location-assets-tab.tsx";
import { LocationHistoryTab } from "./location-history-tab.tsx";
import { LocationLinksTab } from "./location-links-tab.tsx";
import { LocationOverviewTab } from "./location-overview-tab.tsx";
import { SiteDetailsTab } from "./site-details-tab.tsx";
import { SubLocationsTab } from "./sub-locations-tab.tsx";
import type { LocationTab } from "./location-tabs.ts";

/** The tab on screen: a site's overview is its site details; the other levels show their facts. */
export const LocationTabContent = ({
  tab,
  location,
}: {
  tab: LocationTab["slug"];
  location: LocationDetail;
}) => {
  switch (tab) {
    case "overview":
      return location.LevelId === LocationLevel.Site ? (
        <SiteDetailsTab location={location} />
      ) : (
        <LocationOverviewTab location={location} />
      );
    case "sub-locations":
      return <SubLocationsTab location={location} />;
    case "assets":
      return <LocationAssetsTab location={location} />;
    case "links":
      return <LocationLinksTab location={location} />;
    case "gallery":
      return <RecordGallery entityType="location" entityId={location.Id} />;
    case "history":
      return <LocationHistoryTab locationId={location.Id} />;
    default:
      return assertNever(tab);
  }
};
