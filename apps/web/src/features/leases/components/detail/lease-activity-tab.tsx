import { HistoryList } from "../../../../components/ui/history-list.tsx";
import { leaseHistorySource } from "../../api/get-lease-history.ts";

/** Every change, status move and payment step of the lease, newest first, with who and when; 'Load more'. */
export const LeaseActivityTab = ({ leaseId }: { leaseId: number }) => (
  <HistoryList source={leaseHistorySource(leaseId)} layout="rows" />
);
