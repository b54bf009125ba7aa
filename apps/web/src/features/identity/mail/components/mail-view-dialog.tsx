import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from "@mui/material";
import type { OutboxMail } from "@fieldstead/domain";
import { formatDateTime } from "../../../../lib/format.ts";
import { useIsMobile } from "../../../../lib/use-is-mobile.ts";
import { MailDeliveryChip } from "./mail-delivery-chip.tsx";

export type MailViewDialogProps = { mail: OutboxMail; onClose: () => void };

const NEW_TAB_BASE = '<base target="_blank">';

/** The mail's HTML with every link opening a new tab (the frame itself can navigate nowhere). */
export const withLinksInNewTab = (html: string): string =>
  /<head[^>]*>/i.test(html)
    ? html.replace(/<head([^>]*)>/i, `<head$1>${NEW_TAB_BASE}`)
    : `${NEW_TAB_BASE}${html}`;

/**
 * One mail as its recipient sees it: the HTML in a sandboxed frame (no scripts, no access to the portal; links
 * open in a new tab) and the plain text beneath.
 */
export const MailViewDialog = ({ mail, onClose }: MailViewDialogProps) => {
  const isMobile = useIsMobile();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isMobile}
      aria-labelledby="mail-view-title"
    >
      <DialogTitle id="mail-view-title" sx={{ overflowWrap: "anywhere" }}>
        {mail.Subject}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={{ xs: 0.5, sm: 3 }}
            sx={{ flexWrap: "wrap" }}
          >
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              <strong>To:</strong> {mail.To}
            </Typography>
            <Typography variant="body2">
              <strong>Made:</strong> {formatDateTime(mail.CreatedOn)}
            </Typography>
            <Typography variant="body2">
              <strong>Purpose:</strong> {mail.Purpose}
            </Typography>
            <MailDeliveryChip mail={mail} />
          </Stack>
          <Box
            component="iframe"
            title={`The mail '${mail.Subject}'`}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={withLinksInNewTab(mail.Html)}
            sx={{
              width: "100%",
              height: 420,
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
              bgcolor: "#fff",
            }}
          />
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Plain text
            </Typography>
            <Box
              component="pre"
              aria-label="Plain text of the mail"
              sx={{
                m: 0,
                p: 2,
                bgcolor: "action.hover",
                borderRadius: 1,
                whiteSpace: "pre-wrap",
                overflowWrap: "anywhere",
                fontSize: 13,
              }}
            >
              {mail.Text}
            </Box>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
