import { useRef, useState } from "react";
import { Box, Checkbox, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import FileDownload from "@mui/icons-material/FileDownload";
import { EXPORT_KINDS, type ExportFormatValue, type ExportKindId } from "@fieldstead/domain";
import type { GridExportState } from "../../../components/grid/grid-export-state.ts";
import { ToolbarButton } from "../../../components/grid/toolbar-button.tsx";
import { useModuleAccess } from "../../permissions/index.ts";
import { exportModeFor, formatRefusal, INSTANT_MAX_ROWS } from "../export-mode.ts";
import { useRunExport } from "../hooks/use-run-export.ts";

export type ExportButtonProps = {
  kind: ExportKindId;
  /** The grid's present request, shown columns and row count (DataGrid's exportActions). */
  readState: () => GridExportState<object>;
};

const FORMAT_LABELS: Record<ExportFormatValue, string> = {
  xlsx: "Excel",
  pdf: "PDF",
  docx: "Word",
  zip: "Zip",
};

/**
 * A list's Export menu (Excel, PDF, Word), shown only to a role with the list's export right. The file holds
 * what the grid shows: its filters, search, sort and shown columns. Short lists download at once; long ones,
 * or any when 'Export in background' is ticked, go to the download centre.
 */
export const ExportButton = ({ kind, readState }: ExportButtonProps) => {
  const { can } = useModuleAccess();
  const anchor = useRef<HTMLSpanElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const [isBackgroundChosen, setIsBackgroundChosen] = useState(false);
  const { isRunning, run } = useRunExport();
  const info = EXPORT_KINDS[kind];
  if (!can(info.module.moduleId, info.module.parentId, info.level)) return null;

  const handleOpen = () => {
    if (isRunning) return;
    setTotal(readState().total);
    setIsOpen(true);
  };
  const handleChoose = (format: ExportFormatValue) => {
    setIsOpen(false);
    const state = readState();
    void run(
      { ExportKind: kind, Format: format, Query: state.query, Columns: state.columns.map((c) => c.colId) },
      exportModeFor({ total: state.total, isBackgroundChosen }),
    );
  };
  const isLong = (total ?? 0) > INSTANT_MAX_ROWS;

  return (
    <>
      <Box component="span" ref={anchor} sx={{ display: "inline-flex" }}>
        <ToolbarButton
          label={isRunning ? "Exporting…" : "Export"}
          icon={<FileDownload />}
          onClick={handleOpen}
        />
      </Box>
      <Menu anchorEl={anchor.current} open={isOpen} onClose={() => setIsOpen(false)}>
        {info.formats.map((format) => {
          const refusal = formatRefusal(format, total);
          return (
            <MenuItem key={format} disabled={refusal !== null} onClick={() => handleChoose(format)}>
              <ListItemText primary={FORMAT_LABELS[format]} secondary={refusal} />
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={isBackgroundChosen || isLong}
          disabled={isLong}
          onClick={() => setIsBackgroundChosen((v) => !v)}
        >
          <ListItemIcon>
            <Checkbox
              edge="start"
              size="small"
              checked={isBackgroundChosen || isLong}
              tabIndex={-1}
              disableRipple
            />
          </ListItemIcon>
          <ListItemText
            primary="Export in background"
            secondary={isLong ? `Over ${INSTANT_MAX_ROWS.toLocaleString("en-US")} rows: always` : null}
          />
        </MenuItem>
      </Menu>
    </>
  );
};
