import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import AddCommentOutlined from "@mui/icons-material/AddCommentOutlined";
import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import DeleteSweepOutlined from "@mui/icons-material/DeleteSweepOutlined";
import History from "@mui/icons-material/History";
import Remove from "@mui/icons-material/Remove";
import { PanelHeaderButton as HeaderButton } from "./panel-header-button.tsx";

export type PanelHeaderProps = {
  assistantName: string;
  isHistoryOpen: boolean;
  /** New chat and clear have nothing to do on an empty conversation. */
  hasConversation: boolean;
  onToggleHistory: () => void;
  onNewChat: () => void;
  onClear: () => void;
  onMinimise: () => void;
};

/** The panel's title bar: the assistant's name, a Beta chip, and history, new chat, clear and minimise. */
export const PanelHeader = ({
  assistantName,
  isHistoryOpen,
  hasConversation,
  onToggleHistory,
  onNewChat,
  onClear,
  onMinimise,
}: PanelHeaderProps) => (
  <Box
    sx={{
      display: "flex",
      alignItems: "center",
      gap: 1,
      pl: 3,
      pr: 1,
      py: 1,
      bgcolor: "primary.main",
      color: "primary.contrastText",
      flexShrink: 0,
    }}
  >
    <AutoAwesomeOutlined fontSize="small" />
    <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 700, minWidth: 0 }}>
      {assistantName}
    </Typography>
    <Chip
      label="Beta"
      size="small"
      sx={{ height: 20, fontSize: 11, fontWeight: 700, color: "primary.main", bgcolor: "common.white" }}
    />
    <Box sx={{ flex: 1 }} />
    <HeaderButton
      label="Chat history"
      icon={<History fontSize="small" />}
      onClick={onToggleHistory}
      isPressed={isHistoryOpen}
    />
    <HeaderButton
      label="New chat"
      icon={<AddCommentOutlined fontSize="small" />}
      onClick={onNewChat}
      isDisabled={!hasConversation}
    />
    <HeaderButton
      label="Clear conversation"
      icon={<DeleteSweepOutlined fontSize="small" />}
      onClick={onClear}
      isDisabled={!hasConversation}
    />
    <HeaderButton label="Minimise" icon={<Remove fontSize="small" />} onClick={onMinimise} />
  </Box>
);
