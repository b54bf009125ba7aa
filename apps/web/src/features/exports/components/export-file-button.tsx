import { Button } from "@mui/material";
import FileDownload from "@mui/icons-material/FileDownload";
import { EXPORT_KINDS, type ExportKindId } from "@fieldstead/domain";
import { useModuleAccess } from "../../permissions/index.ts";
import { exportModeFor } from "../export-mode.ts";
import { useRunExport } from "../hooks/use-run-export.ts";

export type ExportFileButtonProps = {
  kind: ExportKindId;
  /** What the file is of (a project plan's { ProjectId }), as the export's Query. */
  query: Record<string, unknown>;
  label: string;
  /** Rows the file will hold, when known: a long file is written in the background. */
  total: number | null;
};

/**
 * One record's file (a project's plan) in the kind's first format, shown only to a role with the kind's export
 * right: a short file downloads at once, a long one goes to the download centre like a long list's.
 */
export const ExportFileButton = ({ kind, query, label, total }: ExportFileButtonProps) => {
  const { can } = useModuleAccess();
  const { isRunning, run } = useRunExport();
  const info = EXPORT_KINDS[kind];
  if (!can(info.module.moduleId, info.module.parentId, info.level)) return null;
  const handleClick = () =>
    void run(
      { ExportKind: kind, Format: info.formats[0]!, Query: query },
      exportModeFor({ total, isBackgroundChosen: false }),
    );
  return (
    <Button variant="outlined" startIcon={<FileDownload />} onClick={handleClick} disabled={isRunning}>
      {isRunning ? "Exporting…" : label}
    </Button>
  );
};
