import { useSearchParams } from "react-router";
import { Box } from "@mui/material";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { FilterTabs } from "../../../../components/ui/filter-tabs.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { MatchBatchesTab } from "./batches/match-batches-tab.tsx";
import { PaymentsTab } from "./payments/payments-tab.tsx";
import { RECON_TAB_PARAM, RECON_TABS, reconTabOf, type ReconTab } from "./recon-paths.ts";

/** Financial Reconciliation's first page: the payments received, or the batches their matches are reviewed in. */
export const FinancialReconHome = () => {
  const [params, setParams] = useSearchParams();
  const tab = reconTabOf(params);
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Financial Reconciliation" }]} />
      <PageHeading spacing={2}>Financial Reconciliation</PageHeading>
      <FilterTabs<ReconTab>
        value={tab}
        onChange={(next) =>
          setParams(next === "payments" ? {} : { [RECON_TAB_PARAM]: next }, { replace: true })
        }
        options={RECON_TABS}
        label="Financial reconciliation"
      />
      {tab === "payments" ? <PaymentsTab /> : <MatchBatchesTab />}
    </Box>
  );
};
