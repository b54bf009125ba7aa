import { useState } from "react";
import { Alert, Box, Pagination, Stack, Typography } from "@mui/material";
import {
  GALLERY_LIMIT_MESSAGE,
  GALLERY_PAGE_SIZE,
  MEDIA_FORM_ENTITY,
  type DocumentEntityTypeValue,
  type MediaFormTypeId,
  type MediaItem,
} from "@fieldstead/domain";
import { useMediaFields } from "../api/get-media-fields.ts";
import { useDeleteFile } from "../hooks/use-delete-file.ts";
import { useGalleryAccess } from "../hooks/use-gallery-access.ts";
import { MediaTile } from "./media-tile.tsx";
import { PictureDialog } from "./picture-dialog.tsx";
import { UploadArea } from "./upload-area.tsx";
import { MediaZipButton } from "../../exports/index.ts";

const formTypeOf = (entityType: DocumentEntityTypeValue): MediaFormTypeId =>
  Number(
    Object.entries(MEDIA_FORM_ENTITY).find(([, entity]) => entity === entityType)![0],
  ) as MediaFormTypeId;

export type RecordGalleryProps = { entityType: DocumentEntityTypeValue; entityId: number };

/**
 * The files of one record, 50 to a page: pictures as thumbnails that open large, other files as their type's
 * icon that download; Upload and Delete for a role with read-write on the record's gallery module.
 */
export const RecordGallery = ({ entityType, entityId }: RecordGalleryProps) => {
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<MediaItem | null>(null);
  const { canChange } = useGalleryAccess(entityType);
  const files = useMediaFields(formTypeOf(entityType), entityId, page);
  const deleteFile = useDeleteFile();
  const reply = files.data;
  const isFull = reply?.IsLimitReached ?? false;
  const pageCount = reply ? Math.max(1, Math.ceil(reply.TotalCount / GALLERY_PAGE_SIZE)) : 1;

  return (
    <Stack spacing={2}>
      {canChange && (
        <UploadArea target={{ EntityType: entityType, EntityId: entityId }} isDisabled={isFull} />
      )}
      {reply && reply.TotalCount > 0 && (
        <Box>
          <MediaZipButton entityType={entityType} entityId={entityId} />
        </Box>
      )}
      {isFull && <Alert severity="info">{GALLERY_LIMIT_MESSAGE}</Alert>}
      {files.isError && <Alert severity="error">{files.error.message}</Alert>}
      {reply && reply.TotalCount === 0 && <Typography color="text.secondary">No files yet.</Typography>}
      {reply && reply.MediaFields.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {reply.TotalCount} {reply.TotalCount === 1 ? "file" : "files"}
          </Typography>
          <Box
            role="list"
            aria-label="Gallery files"
            sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))" }}
          >
            {reply.MediaFields.map((item) => (
              <Box role="listitem" key={item.DocumentId}>
                <MediaTile
                  item={item}
                  onOpen={setOpened}
                  {...(canChange ? { onDelete: (file: MediaItem) => void deleteFile(file) } : {})}
                />
              </Box>
            ))}
          </Box>
        </>
      )}
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={page}
          onChange={(_, next) => setPage(next)}
          aria-label="Gallery pages"
        />
      )}
      <PictureDialog item={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
};
