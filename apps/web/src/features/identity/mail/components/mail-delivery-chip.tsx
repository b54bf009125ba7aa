import { Chip, Tooltip } from "@mui/material";
import type { OutboxMail } from "@fieldstead/domain";

export type MailDeliveryChipProps = { mail: Pick<OutboxMail, "SentOn" | "Error"> };

/** Whether the SMTP server took the mail, refused it (with its reason), or the outbox keeps it. */
export const MailDeliveryChip = ({ mail }: MailDeliveryChipProps) => {
  if (mail.Error)
    return (
      <Tooltip title={mail.Error}>
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={`Not sent: ${mail.Error}`}
          sx={{ maxWidth: 260 }}
        />
      </Tooltip>
    );
  if (mail.SentOn) return <Chip size="small" color="success" variant="outlined" label="Sent" />;
  return <Chip size="small" variant="outlined" label="Kept in the outbox" />;
};
