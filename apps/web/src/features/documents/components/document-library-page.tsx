import { useCallback, useMemo, useState } from "react";
import { Navigate, Link as RouterLink } from "react-router";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import CloudDownloadOutlined from "@mui/icons-material/CloudDownloadOutlined";
import type { DocumentEntityTypeValue, DocumentFolder, DocumentRow } from "@fieldstead/domain";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { searchDocuments } from "../api/search-documents.ts";
import { useDeleteFile } from "../hooks/use-delete-file.ts";
import { useCanChangeFiles } from "../hooks/use-file-rights.ts";
import { useGalleryAccess } from "../hooks/use-gallery-access.ts";
import { documentCard, documentColumns } from "./document-columns.tsx";
import { FolderPanel } from "./folder-panel.tsx";
import { ModuleFilter } from "./module-filter.tsx";
import { UploadArea } from "./upload-area.tsx";

type SearchExtra = { EntityType: DocumentEntityTypeValue | null; FolderId: number | null };

/** /DocumentManagement: the library's folders, and every file the role may see, searched and filtered. */
export const DocumentLibraryPage = () => {
  const [folder, setFolder] = useState<DocumentFolder | null>(null);
  const [module, setModule] = useState<DocumentEntityTypeValue | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  const canChangeFiles = useCanChangeFiles();
  const canChangeLibrary = canChangeFiles("library");
  const deleteFile = useDeleteFile();
  const columns = useMemo(
    () =>
      documentColumns({
        canDelete: (row) => canChangeFiles(row.EntityType),
        onDelete: (row) => void deleteFile(row).then((isDeleted) => isDeleted && reload()),
      }),
    [canChangeFiles, deleteFile, reload],
  );
  const card = useMemo(() => documentCard(columns), [columns]);
  const access = useGalleryAccess("library");
  if (access.isLoading) return <PageLoader />;
  if (!access.canView) return <Navigate to="/no-rights" replace />;
  // A folder holds library files only, so picking one narrows the list to it whatever the module filter says.
  const extraQuery: SearchExtra = folder
    ? { EntityType: "library", FolderId: folder.FolderId }
    : { EntityType: module, FolderId: null };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center", mb: 2, gap: 2, flexWrap: "wrap" }}
      >
        <PageHeading>Documents</PageHeading>
        {/* Exports wait in the Download Center (the 'Image' route of the same module). */}
        <Button component={RouterLink} to="/Image" startIcon={<CloudDownloadOutlined />}>
          Download Center
        </Button>
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
        <Paper variant="outlined" sx={{ p: 1.5, width: { xs: "100%", md: 280 }, flexShrink: 0 }}>
          <Typography variant="subtitle2" sx={{ px: 1 }}>
            Folders
          </Typography>
          <FolderPanel selected={folder} onSelect={setFolder} canChange={canChangeLibrary} />
        </Paper>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: "100%" }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            {!folder && <ModuleFilter value={module} onChange={setModule} />}
            <Typography variant="body2" color="text.secondary">
              {folder
                ? `Folder: ${folder.Name}`
                : "Uploads go to the top of the library; pick a folder to upload into it."}
            </Typography>
          </Stack>
          {canChangeLibrary && (
            <UploadArea
              target={{ EntityType: "library", EntityId: folder?.FolderId ?? 0 }}
              onUploaded={reload}
            />
          )}
          <DataGrid<DocumentRow, SearchExtra>
            gridId="document-library"
            label="Documents"
            columns={columns}
            card={card}
            fetchPage={searchDocuments}
            extraQuery={extraQuery}
            hasPageFilter={folder !== null || module !== null}
            getRowId={(row) => String(row.DocumentId)}
            reloadKey={reloadKey}
          />
        </Stack>
      </Stack>
    </Box>
  );
};
