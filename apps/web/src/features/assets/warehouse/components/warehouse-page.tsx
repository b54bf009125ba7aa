import { useState } from "react";
import { useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Box, Tab, Tabs } from "@mui/material";
import Add from "@mui/icons-material/Add";
import {
  ExportKind,
  ModuleId,
  type WarehouseMovementListQuery,
  type WarehouseMovementRow,
  type WarehouseStockListQuery,
  type WarehouseStockRow,
} from "@fieldstead/domain";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { useModuleAccess } from "../../../permissions/index.ts";
import { getWarehouseMovements } from "../api/get-warehouse-movements.ts";
import { getWarehouseStock } from "../api/get-warehouse-stock.ts";
import { useWarehouses } from "../api/get-warehouses.ts";
import { WAREHOUSE_KEY } from "../../requests/api/request-keys.ts";
import { FixedAssetPage } from "../../components/fixed-asset-page.tsx";
import { ToolbarButton } from "../../../../components/grid/toolbar-button.tsx";
import { AddToWarehouseDialog } from "./add-to-warehouse-dialog.tsx";
import { ScanPanel } from "./scan-panel.tsx";
import { WarehousePicker } from "./warehouse-picker.tsx";
import { MOVEMENT_CARD, MOVEMENT_COLUMNS, STOCK_CARD, STOCK_COLUMNS } from "./warehouse-columns.ts";
import { ExportButton } from "../../../exports/index.ts";

const WAREHOUSE_PARAM = "warehouse";
const fetchStock = (query: WarehouseStockListQuery) => getWarehouseStock(query);
const fetchMovements = (query: WarehouseMovementListQuery) => getWarehouseMovements(query);

/** /fixedAssetManagement/warehouse: stock per warehouse, add to warehouse, scan in and out. */
export const WarehousePage = () => {
  const queryClient = useQueryClient();
  const { can } = useModuleAccess();
  const [params, setParams] = useSearchParams();
  const warehouses = useWarehouses();
  const [tab, setTab] = useState<"stock" | "log">("stock");
  const [reloadKey, setReloadKey] = useState(0);
  const [isAdding, setIsAdding] = useState(false);
  const list = warehouses.data?.Warehouses ?? [];
  const wanted = Number(params.get(WAREHOUSE_PARAM));
  const warehouse = list.find((w) => w.Id === wanted) ?? list[0] ?? null;
  const canScan = can(ModuleId.WarehouseScan, ModuleId.FixedAssets);
  const canAdd = can(ModuleId.WarehouseAdd, ModuleId.FixedAssets);

  const handleChanged = () => {
    setReloadKey((k) => k + 1);
    void queryClient.invalidateQueries({ queryKey: WAREHOUSE_KEY });
  };

  let content;
  if (warehouses.isPending) content = <PageLoader />;
  else if (warehouses.isError)
    content = <Alert severity="error">The warehouses could not be loaded: {warehouses.error.message}</Alert>;
  else if (!warehouse) content = <Alert severity="info">Your organisation has no warehouse yet.</Alert>;
  else
    content = (
      <>
        <Box sx={{ mb: 2 }}>
          <WarehousePicker
            warehouses={list}
            value={warehouse}
            onChange={(id) => setParams({ [WAREHOUSE_PARAM]: String(id) }, { replace: true })}
          />
        </Box>
        <Box
          sx={{
            display: "grid",
            gap: 3,
            gridTemplateColumns: {
              xs: "minmax(0, 1fr)",
              lg: canScan ? "minmax(0, 1fr) 360px" : "minmax(0, 1fr)",
            },
            alignItems: "start",
          }}
        >
          <Box sx={{ minWidth: 0, order: { xs: 2, lg: 1 } }}>
            <Tabs value={tab} onChange={(_e, next: "stock" | "log") => setTab(next)} sx={{ mb: 1.5 }}>
              <Tab value="stock" label="Stock" />
              <Tab value="log" label="Scan log" />
            </Tabs>
            {tab === "stock" ? (
              <DataGrid<WarehouseStockRow, { WarehouseId: number }>
                gridId="warehouseStock"
                label="Warehouse stock"
                columns={STOCK_COLUMNS}
                card={STOCK_CARD}
                fetchPage={fetchStock}
                extraQuery={{ WarehouseId: warehouse.Id }}
                getRowId={(row) => String(row.Id)}
                exportActions={(read) => <ExportButton kind={ExportKind.WarehouseStock} readState={read} />}
                reloadKey={reloadKey}
                toolbarActions={
                  canAdd ? (
                    <ToolbarButton
                      label="Add to warehouse"
                      icon={<Add />}
                      variant="contained"
                      onClick={() => setIsAdding(true)}
                    />
                  ) : undefined
                }
              />
            ) : (
              <DataGrid<WarehouseMovementRow, { WarehouseId: number }>
                gridId="warehouseMovements"
                label="Scan log"
                columns={MOVEMENT_COLUMNS}
                card={MOVEMENT_CARD}
                fetchPage={fetchMovements}
                extraQuery={{ WarehouseId: warehouse.Id }}
                getRowId={(row) => String(row.Id)}
                reloadKey={reloadKey}
              />
            )}
          </Box>
          {canScan && (
            <Box sx={{ minWidth: 0, order: { xs: 1, lg: 2 } }}>
              <ScanPanel key={warehouse.Id} warehouse={warehouse} onScanned={handleChanged} />
            </Box>
          )}
        </Box>
        {canAdd && (
          <AddToWarehouseDialog
            isOpen={isAdding}
            warehouse={warehouse}
            onClose={() => setIsAdding(false)}
            onAdded={handleChanged}
          />
        )}
      </>
    );

  return (
    <FixedAssetPage trail={[{ kind: "text", label: "Warehouse" }]} title="Warehouse">
      {content}
    </FixedAssetPage>
  );
};
