import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Box } from "@mui/material";
import Add from "@mui/icons-material/Add";
import UploadFile from "@mui/icons-material/UploadFile";
import { AccessRightType, ModuleId, type ReceiptListRow } from "@fieldstead/domain";
import { DataGrid } from "../../../../../components/grid/data-grid.tsx";
import { ToolbarButton } from "../../../../../components/grid/toolbar-button.tsx";
import { FilterTabs } from "../../../../../components/ui/filter-tabs.tsx";
import { useModuleAccess } from "../../../../permissions/index.ts";
import { getReceiptList } from "../../api/get-receipt-list.ts";
import { RECON_TAB_PARAM } from "../recon-paths.ts";
import { AutoMatchButton } from "./auto-match-button.tsx";
import { ImportStatementDialog } from "./import-statement-dialog.tsx";
import { MatchPaymentDialog } from "./match-payment-dialog.tsx";
import { RecordPaymentDialog } from "./record-payment-dialog.tsx";
import { hasUnmatched, RECEIPT_CARD, receiptColumns } from "./receipt-columns.tsx";
import {
  MATCH_PARAM,
  MATCH_TABS,
  matchTabOf,
  withMatchTab,
  type MatchTab,
  type MatchTabQuery,
} from "./receipt-match-filter.ts";

/** The payments grid: its saved views and column choices are kept under this name. */
export const RECEIPT_GRID_ID = "billing-receipts";

const TAB_OPTIONS = MATCH_TABS.map((tab) => ({ value: tab, label: tab }));

const fetchReceiptPage = (query: Parameters<typeof getReceiptList>[0] & MatchTabQuery) =>
  getReceiptList(withMatchTab(query));

type Dialog = { kind: "record" } | { kind: "import" } | { kind: "match"; receipt: ReceiptListRow };

/**
 * The payments received, open ones first in view; for those who reconcile: record a payment, import a bank
 * statement, match automatically, or match one payment by hand.
 */
export const PaymentsTab = () => {
  const { can } = useModuleAccess();
  const canWrite = can(ModuleId.BillingFinancialRecon, ModuleId.Billing, AccessRightType.ReadWrite);
  const [params, setParams] = useSearchParams();
  const matchTab = matchTabOf(params);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((k) => k + 1);
  const columns = useMemo(
    () => receiptColumns(canWrite ? (receipt) => setDialog({ kind: "match", receipt }) : null),
    [canWrite],
  );
  const close = () => setDialog(null);
  const closeAndReload = () => {
    setDialog(null);
    reload();
  };

  const toolbarActions = canWrite ? (
    <>
      <ToolbarButton
        variant="contained"
        label="Record payment"
        icon={<Add />}
        onClick={() => setDialog({ kind: "record" })}
      />
      <ToolbarButton
        label="Import bank statement"
        icon={<UploadFile />}
        onClick={() => setDialog({ kind: "import" })}
      />
      <AutoMatchButton onMatched={reload} />
    </>
  ) : null;

  return (
    <Box sx={{ minWidth: 0 }}>
      <FilterTabs<MatchTab>
        value={matchTab}
        onChange={(next) => {
          const nextParams = new URLSearchParams(params);
          if (next === "Open") nextParams.delete(MATCH_PARAM);
          else nextParams.set(MATCH_PARAM, next);
          nextParams.delete(RECON_TAB_PARAM);
          setParams(nextParams, { replace: true });
        }}
        options={TAB_OPTIONS}
        label="Match state"
      />
      <DataGrid<ReceiptListRow, MatchTabQuery>
        gridId={RECEIPT_GRID_ID}
        label="Payments received"
        columns={columns}
        fetchPage={fetchReceiptPage}
        extraQuery={{ MatchTab: matchTab }}
        hasPageFilter={matchTab !== "All"}
        reloadKey={reloadKey}
        getRowId={(row) => String(row.Id)}
        onRowClick={(row) => {
          if (canWrite && hasUnmatched(row)) setDialog({ kind: "match", receipt: row });
        }}
        card={RECEIPT_CARD}
        toolbarActions={toolbarActions}
      />
      {dialog?.kind === "record" && <RecordPaymentDialog onClose={close} onSaved={closeAndReload} />}
      {dialog?.kind === "import" && <ImportStatementDialog onClose={close} onImported={closeAndReload} />}
      {dialog?.kind === "match" && (
        <MatchPaymentDialog receipt={dialog.receipt} onClose={close} onMatched={closeAndReload} />
      )}
    </Box>
  );
};
