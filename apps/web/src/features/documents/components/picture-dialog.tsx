import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import type { MediaItem } from "@fieldstead/domain";
import { imageUrl } from "../api/image-url.ts";

/** A picture at full size, with Download. */
export const PictureDialog = ({ item, onClose }: { item: MediaItem | null; onClose: () => void }) => (
  <Dialog open={item !== null} onClose={onClose} maxWidth="lg" aria-labelledby="picture-dialog-title">
    {item && (
      <>
        <DialogTitle id="picture-dialog-title" sx={{ overflowWrap: "anywhere" }}>
          {item.FileName}
        </DialogTitle>
        <DialogContent>
          <Box
            component="img"
            src={imageUrl(item.Path, item.FileName, true)}
            alt={item.FileName}
            sx={{ display: "block", maxWidth: "100%", maxHeight: "70vh", mx: "auto" }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button variant="contained" href={imageUrl(item.Path, item.FileName)} download={item.FileName}>
            Download
          </Button>
        </DialogActions>
      </>
    )}
  </Dialog>
);
