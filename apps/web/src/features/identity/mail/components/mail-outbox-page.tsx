import { useState } from "react";
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { AccessRightType, ModuleId, type OutboxMail } from "@fieldstead/domain";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { useDebouncedValue } from "../../../../lib/use-debounced-value.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { MAIL_OUTBOX_PAGE_SIZE, useMailOutbox } from "../api/get-mail-outbox.ts";
import { MailDeliveryChip } from "./mail-delivery-chip.tsx";
import { MailViewDialog } from "./mail-view-dialog.tsx";

const COLUMNS = ["When", "To", "Subject", "Purpose", "Delivery", ""];

/** /InternalTooling: the organisation's mails — invitations, reset links, sign-in codes — newest first. */
export const MailOutboxPage = () => {
  const { can } = useModuleAccess();
  const canRead = can(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadOnly);
  const [recipient, setRecipient] = useState("");
  const to = useDebouncedValue(recipient.trim(), 300);
  const mails = useMailOutbox(to);
  const [opened, setOpened] = useState<OutboxMail | null>(null);

  return (
    <Stack spacing={3}>
      <Box>
        <PageHeading>Mail outbox</PageHeading>
        <Typography sx={{ color: "text.secondary" }}>
          Every e-mail the portal sends is kept here: invitations, password reset links and sign-in codes.
          Without an SMTP server the portal keeps mails here instead of sending them; open one to read it and
          follow its link.
        </Typography>
      </Box>
      {!canRead ? (
        <Alert severity="info">Reading the mail outbox needs the User Administration right.</Alert>
      ) : (
        <>
          <TextField
            label="Recipient"
            type="search"
            placeholder="Part of an e-mail address"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            size="small"
            sx={{ maxWidth: 420 }}
            slotProps={{ htmlInput: { maxLength: 320 } }}
          />
          {mails.isError && (
            <Alert severity="error">The mails could not be loaded: {messageOf(mails.error)}</Alert>
          )}
          {mails.isPending && <PageLoader message="Loading mails..." />}
          {mails.data && (
            <Paper variant="outlined">
              {mails.isFetching && mails.isPlaceholderData && (
                <LinearProgress aria-label="Updating the list" />
              )}
              <TableContainer>
                <Table size="small" aria-label="Mails">
                  <TableHead>
                    <TableRow>
                      {COLUMNS.map((c) => (
                        <TableCell key={c}>{c}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {mails.data.Mails.map((mail) => (
                      <TableRow key={mail.Id} hover>
                        <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(mail.CreatedOn)}</TableCell>
                        <TableCell sx={{ overflowWrap: "anywhere" }}>{mail.To}</TableCell>
                        <TableCell sx={{ minWidth: 200 }}>{mail.Subject}</TableCell>
                        <TableCell>{mail.Purpose}</TableCell>
                        <TableCell>
                          <MailDeliveryChip mail={mail} />
                        </TableCell>
                        <TableCell align="right">
                          <Button
                            size="small"
                            onClick={() => setOpened(mail)}
                            aria-label={`Open '${mail.Subject}' to ${mail.To}`}
                          >
                            Open
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                    {mails.data.Mails.length === 0 && (
                      <TableRow>
                        <TableCell
                          colSpan={COLUMNS.length}
                          sx={{ py: 6, textAlign: "center", color: "text.secondary" }}
                        >
                          {to ? "No mails to such an address." : "No mails yet."}
                        </TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
              </TableContainer>
              {mails.data.Mails.length === MAIL_OUTBOX_PAGE_SIZE && (
                <Typography variant="body2" sx={{ p: 2, color: "text.secondary" }}>
                  The newest {MAIL_OUTBOX_PAGE_SIZE} mails are shown; filter by recipient to find older ones.
                </Typography>
              )}
            </Paper>
          )}
        </>
      )}
      {opened && <MailViewDialog mail={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
};
