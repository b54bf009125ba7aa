import { useState } from "react";
import { Alert, Button, IconButton, List, ListItemButton, ListItemText, Stack, Tooltip } from "@mui/material";
import CreateNewFolderOutlined from "@mui/icons-material/CreateNewFolderOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import type { DocumentFolder } from "@fieldstead/domain";
import { confirm } from "../../../lib/confirm.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useCreateFolder } from "../api/create-folder.ts";
import { useDeleteFolder } from "../api/delete-folder.ts";
import { useFolders } from "../api/get-folders.ts";
import { useRenameFolder } from "../api/rename-folder.ts";
import { FolderNameDialog } from "./folder-name-dialog.tsx";

/** Folders in tree order, each with its depth. */
const inTreeOrder = (folders: readonly DocumentFolder[]) => {
  const out: { folder: DocumentFolder; depth: number }[] = [];
  const walk = (parentId: number | null, depth: number) =>
    folders
      .filter((f) => f.ParentId === parentId)
      .sort((a, b) => a.Name.localeCompare(b.Name))
      .forEach((folder) => {
        out.push({ folder, depth });
        walk(folder.FolderId, depth + 1);
      });
  walk(null, 0);
  return out;
};

export type FolderPanelProps = {
  selected: DocumentFolder | null;
  onSelect: (folder: DocumentFolder | null) => void;
  canChange: boolean;
};

type Naming = { kind: "create" } | { kind: "rename"; folder: DocumentFolder };

/** The library's folders: pick one to see its files; create, rename and delete with read-write. */
export const FolderPanel = ({ selected, onSelect, canChange }: FolderPanelProps) => {
  const folders = useFolders();
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const remove = useDeleteFolder();
  const [naming, setNaming] = useState<Naming | null>(null);

  const onDelete = async (folder: DocumentFolder) => {
    const { confirmed } = await confirm({
      title: "Delete folder",
      message: `Delete the folder '${folder.Name}'?`,
      icon: "warning",
      yesLabel: "Delete",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(folder.FolderId);
      if (selected?.FolderId === folder.FolderId) onSelect(null);
      showSnackbar({
        message: `The folder '${folder.Name}' was deleted.`,
        severity: "success",
        durationMs: 5_000,
      });
    } catch (err) {
      showSnackbar({ message: (err as Error).message, severity: "error", durationMs: 10_000 });
    }
  };

  return (
    <Stack spacing={1}>
      {canChange && (
        <Button startIcon={<CreateNewFolderOutlined />} onClick={() => setNaming({ kind: "create" })}>
          New folder
        </Button>
      )}
      {folders.isError && <Alert severity="error">{folders.error.message}</Alert>}
      <List dense aria-label="Folders">
        <ListItemButton selected={selected === null} onClick={() => onSelect(null)}>
          <ListItemText primary="All files" />
        </ListItemButton>
        {inTreeOrder(folders.data ?? []).map(({ folder, depth }) => (
          <Stack key={folder.FolderId} direction="row" sx={{ alignItems: "center" }}>
            <ListItemButton
              selected={selected?.FolderId === folder.FolderId}
              onClick={() => onSelect(folder)}
              sx={{ pl: 2 + depth * 2 }}
            >
              <ListItemText
                primary={folder.Name}
                secondary={`${folder.FileCount} ${folder.FileCount === 1 ? "file" : "files"}`}
              />
            </ListItemButton>
            {canChange && (
              <>
                <Tooltip title="Rename">
                  <IconButton
                    size="small"
                    aria-label={`Rename ${folder.Name}`}
                    onClick={() => setNaming({ kind: "rename", folder })}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton
                    size="small"
                    aria-label={`Delete folder ${folder.Name}`}
                    onClick={() => void onDelete(folder)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            )}
          </Stack>
        ))}
      </List>
      {naming?.kind === "create" && (
        <FolderNameDialog
          title={selected ? `New folder in '${selected.Name}'` : "New folder"}
          submitLabel="Create"
          onSave={(Name) => create.mutateAsync({ Name, ParentId: selected?.FolderId ?? null })}
          onClose={() => setNaming(null)}
        />
      )}
      {naming?.kind === "rename" && (
        <FolderNameDialog
          title="Rename folder"
          submitLabel="Rename"
          initialName={naming.folder.Name}
          onSave={(Name) => rename.mutateAsync({ FolderId: naming.folder.FolderId, Name })}
          onClose={() => setNaming(null)}
        />
      )}
    </Stack>
  );
};
