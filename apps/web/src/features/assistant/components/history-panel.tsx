import { useEffect, useState, type KeyboardEvent } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Slide from "@mui/material/Slide";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import SearchIcon from "@mui/icons-material/Search";
import { HistoryList } from "./history-list.tsx";

export type HistoryPanelProps = {
  isOpen: boolean;
  /** The assistant's model label, sent with the history call. */
  model: string;
  currentChatId: string | null;
  /** A chat was picked: it opens read-only and the history closes. */
  onSelect: (chatId: string) => void;
  onClose: () => void;
};

/** The chat history, sliding in over the panel's body, with a search by title (portal-shell §2.5, §5). */
export const HistoryPanel = ({ isOpen, model, currentChatId, onSelect, onClose }: HistoryPanelProps) => {
  const [search, setSearch] = useState("");
  // Each opening starts with the whole list.
  useEffect(() => {
    if (isOpen) setSearch("");
  }, [isOpen]);

  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    onClose();
  };

  return (
    <Slide direction="left" in={isOpen} mountOnEnter unmountOnExit>
      <Box
        role="region"
        aria-label="Chat history"
        onKeyDown={handleKeyDown}
        sx={{
          position: "absolute",
          inset: 0,
          zIndex: 3,
          bgcolor: "background.paper",
          display: "flex",
          flexDirection: "column",
        }}
      >
        <Box sx={{ display: "flex", alignItems: "center", px: 2, pt: 1.5, pb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
            Chat history
          </Typography>
          <IconButton aria-label="Close chat history" size="small" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 1 }}>
          <TextField
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search chats"
            size="small"
            fullWidth
            autoFocus
            slotProps={{
              htmlInput: { "aria-label": "Search chat history" },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Box sx={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
          <HistoryList model={model} search={search} currentChatId={currentChatId} onSelect={onSelect} />
        </Box>
      </Box>
    </Slide>
  );
};
