import { useState } from "react";
import UploadFile from "@mui/icons-material/UploadFile";
import { IMPORT_MODULES, type ImportKindId } from "@fieldstead/domain";
import { ToolbarButton } from "../../../components/grid/toolbar-button.tsx";
import { useModuleAccess } from "../../permissions/index.ts";
import { ImportDialog } from "./import-dialog.tsx";

export type ImportButtonProps = {
  kind: ImportKindId;
  /** Called once a file has been imported (a list re-reads its rows). */
  onImported: () => void;
  label?: string;
};

/** 'Import' for a list's toolbar, shown only to a role holding the kind's bulk-create right. */
export const ImportButton = ({ kind, onImported, label = "Import" }: ImportButtonProps) => {
  const { can } = useModuleAccess();
  const [isOpen, setIsOpen] = useState(false);
  const { moduleId, parentId } = IMPORT_MODULES[kind];
  if (!can(moduleId, parentId)) return null;
  return (
    <>
      <ToolbarButton label={label} icon={<UploadFile />} onClick={() => setIsOpen(true)} />
      {isOpen && <ImportDialog kind={kind} onClose={() => setIsOpen(false)} onImported={onImported} />}
    </>
  );
};
