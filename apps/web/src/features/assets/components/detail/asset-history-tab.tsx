import { HistoryList } from "../../../../components/ui/history-list.tsx";
import { assetHistorySource } from "../../api/get-asset-history.ts";

/** History: newest first, who and when (Denver time), each field From → To, a page at a time. */
export const AssetHistoryTab = ({ assetId }: { assetId: number }) => (
  <HistoryList source={assetHistorySource(assetId)} layout="cards" />
);
