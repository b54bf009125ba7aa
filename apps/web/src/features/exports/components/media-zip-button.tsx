import { useState } from "react";
import { Button } from "@mui/material";
import FolderZip from "@mui/icons-material/FolderZip";
import {
  AccessRightType,
  DOCUMENT_MODULES,
  ExportKind,
  ExportMode,
  StartExportContract,
  type DocumentEntityTypeValue,
} from "@fieldstead/domain";
import { showErrorSnackbar } from "../../../lib/snackbar.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { fetchContractFile } from "../../../lib/file-calls.ts";
import { downloadTracked } from "../hooks/use-run-export.ts";

export type MediaZipButtonProps = { entityType: DocumentEntityTypeValue; entityId: number };

/** 'Download all': every picture and document of a record in one zip, for whoever may see its gallery. */
export const MediaZipButton = ({ entityType, entityId }: MediaZipButtonProps) => {
  const { can } = useModuleAccess();
  const [isRunning, setIsRunning] = useState(false);
  const module = DOCUMENT_MODULES[entityType];
  if (!can(module.moduleId, module.parentId, AccessRightType.ReadOnly)) return null;
  const handleClick = async () => {
    setIsRunning(true);
    try {
      await downloadTracked(() =>
        fetchContractFile(StartExportContract, {
          fallbackName: "media.zip",
          body: {
            ExportKind: ExportKind.Media,
            Mode: ExportMode.Instant,
            Format: "zip",
            Query: { EntityType: entityType, EntityId: entityId },
          },
        }),
      );
    } catch (error) {
      showErrorSnackbar(error instanceof Error ? error.message : String(error), 10_000);
    } finally {
      setIsRunning(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<FolderZip />}
      disabled={isRunning}
      onClick={() => void handleClick()}
    >
      {isRunning ? "Preparing…" : "Download all"}
    </Button>
  );
};
