import { Box, ButtonBase, IconButton, Paper, Stack, Tooltip, Typography } from "@mui/material";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import { formatFileSize, storedFileSize, type MediaItem } from "@fieldstead/domain";
import { imageUrl } from "../api/image-url.ts";
import { FileTypeIcon } from "./file-type-icon.tsx";

/** Pictures show as thumbnails; every other file as its type's icon. */
export const isPicture = (item: MediaItem): boolean => item.MediaCategory === "Images";

export type MediaTileProps = {
  item: MediaItem;
  /** A picture opens large; other files download. */
  onOpen: (item: MediaItem) => void;
  onDelete?: (item: MediaItem) => void;
};

const THUMB_PX = 140;

/** One file of a gallery: its picture or icon, its name and size, and Delete for those who may. */
export const MediaTile = ({ item, onOpen, onDelete }: MediaTileProps) => {
  const picture = isPicture(item);
  const face = picture ? (
    <Box
      component="img"
      src={imageUrl(item.ThumbPath ?? item.Path, item.FileName, true)}
      alt={item.FileName}
      loading="lazy"
      sx={{ width: "100%", height: THUMB_PX, objectFit: "cover", display: "block" }}
    />
  ) : (
    <Stack sx={{ height: THUMB_PX, width: "100%", alignItems: "center", justifyContent: "center" }}>
      <FileTypeIcon fileName={item.FileName} sx={{ fontSize: 56 }} color="action" />
    </Stack>
  );
  return (
    <Paper variant="outlined" sx={{ overflow: "hidden", position: "relative" }}>
      {picture ? (
        <ButtonBase onClick={() => onOpen(item)} aria-label={`Open ${item.FileName}`} sx={{ width: "100%" }}>
          {face}
        </ButtonBase>
      ) : (
        <ButtonBase
          component="a"
          href={imageUrl(item.Path, item.FileName)}
          download={item.FileName}
          aria-label={`Download ${item.FileName}`}
          sx={{ width: "100%" }}
        >
          {face}
        </ButtonBase>
      )}
      <Stack direction="row" sx={{ px: 1, py: 0.5, alignItems: "center" }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" noWrap title={item.FileName}>
            {item.FileName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatFileSize(storedFileSize(item))}
          </Typography>
        </Box>
        {onDelete && (
          <Tooltip title="Delete">
            <IconButton size="small" aria-label={`Delete ${item.FileName}`} onClick={() => onDelete(item)}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Paper>
  );
};
