import { Alert, Box, Button } from "@mui/material";
import { ASSISTANT_TEXT } from "@fieldstead/domain";

export type LimitWarningProps = { onNewChat: () => void };

/** In place of the input once a chat holds five questions (portal-shell §5). */
export const LimitWarning = ({ onNewChat }: LimitWarningProps) => (
  <Box sx={{ p: 1.5, borderTop: 1, borderColor: "divider" }}>
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onNewChat}
          sx={{ whiteSpace: "nowrap", alignSelf: "center" }}
        >
          {ASSISTANT_TEXT.startNewChat}
        </Button>
      }
    >
      {ASSISTANT_TEXT.limitReached}
    </Alert>
  </Box>
);
