import { HistoryList } from "../../../../components/ui/history-list.tsx";
import { locationHistorySource } from "../../api/get-location-history.ts";

/** Who changed what and when, newest first (Denver time); 'Load more' reads older entries. */
export const LocationHistoryTab = ({ locationId }: { locationId: number }) => (
  <HistoryList source={locationHistorySource(locationId)} layout="rows" />
);
