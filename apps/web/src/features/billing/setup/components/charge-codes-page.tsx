import { useMemo, useState } from "react";
import { Navigate } from "react-router";
import { Box } from "@mui/material";
import Add from "@mui/icons-material/Add";
import {
  AccessRightType,
  ExportKind,
  ImportKind,
  ModuleId,
  type ChargeCodeListRow,
} from "@fieldstead/domain";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { ToolbarButton } from "../../../../components/grid/toolbar-button.tsx";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { ExportButton } from "../../../exports/index.ts";
import { ImportButton } from "../../../imports/index.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { getChargeCodeList } from "../api/get-charge-code-list.ts";
import { useForbidden } from "../hooks/use-forbidden.ts";
import { chargeCodeCard, chargeCodeColumns, type ChargeCodeActions } from "./codes/charge-code-columns.tsx";
import { ChargeCodeFormDialog } from "./codes/charge-code-form-dialog.tsx";
import { RetireChargeCodeDialog } from "./codes/retire-charge-code-dialog.tsx";
import { NO_RIGHTS_PATH } from "./setup-paths.ts";

/** The catalogue's grid: its saved views and column choices are kept under this name. */
export const CHARGE_CODE_GRID_ID = "ChargeCodes";

/** Which dialog is open: none, a new code's, an edit of a code, or the retiring of one. */
type Dialog =
  | { kind: "none" }
  | { kind: "new" }
  | { kind: "edit"; code: ChargeCodeListRow }
  | { kind: "retire"; code: ChargeCodeListRow };

/**
 * /ChargeCodes: the catalogue of what can be billed, with its export; those who write billing setup add, edit,
 * import and retire codes.
 */
export const ChargeCodesPage = () => {
  const { can } = useModuleAccess();
  const canWrite = can(ModuleId.Billing, undefined, AccessRightType.ReadWrite);
  const isMobile = useIsMobile();
  const { isForbidden, watch } = useForbidden();
  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });
  const [reloadKey, setReloadKey] = useState(0);
  const { columns, card } = useMemo(() => {
    const actions: ChargeCodeActions = canWrite
      ? { onRetire: (code) => setDialog({ kind: "retire", code }) }
      : {};
    const shown = chargeCodeColumns(actions);
    return { columns: shown, card: chargeCodeCard(shown, actions) };
  }, [canWrite]);
  if (isForbidden) return <Navigate to={NO_RIGHTS_PATH} replace />;

  const close = () => setDialog({ kind: "none" });
  const closeAndReload = () => {
    close();
    setReloadKey((k) => k + 1);
  };
  const toolbarActions = canWrite ? (
    <>
      <ToolbarButton
        variant="contained"
        label="New charge code"
        icon={<Add />}
        onClick={() => setDialog({ kind: "new" })}
      />
      {isMobile ? null : (
        <ImportButton kind={ImportKind.ChargeCodes} onImported={() => setReloadKey((k) => k + 1)} />
      )}
    </>
  ) : null;

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Charge Codes" }]} />
      <PageHeading spacing={2}>Charge Codes</PageHeading>
      <DataGrid<ChargeCodeListRow, Record<never, never>>
        gridId={CHARGE_CODE_GRID_ID}
        label="Charge codes"
        columns={columns}
        fetchPage={watch(getChargeCodeList)}
        reloadKey={reloadKey}
        getRowId={(row) => String(row.Id)}
        {...(canWrite ? { onRowClick: (code: ChargeCodeListRow) => setDialog({ kind: "edit", code }) } : {})}
        card={card}
        toolbarActions={toolbarActions}
        exportActions={(read) => <ExportButton kind={ExportKind.ChargeCodeList} readState={read} />}
      />
      {dialog.kind === "new" && <ChargeCodeFormDialog onClose={close} onSaved={closeAndReload} />}
      {dialog.kind === "edit" && (
        <ChargeCodeFormDialog code={dialog.code} onClose={close} onSaved={closeAndReload} />
      )}
      {dialog.kind === "retire" && (
        <RetireChargeCodeDialog code={dialog.code} onClose={close} onRetired={closeAndReload} />
      )}
    </Box>
  );
};
