import { Avatar, Box, IconButton, Typography } from "@mui/material";
import CloseRounded from "@mui/icons-material/CloseRounded";
import SmartToyOutlined from "@mui/icons-material/SmartToyOutlined";

export type ChatPopupHeaderProps = { titleId: string; assistantName: string; onClose: () => void };

/** The popup's title bar: the assistant's name and the close button. */
export const ChatPopupHeader = ({ titleId, assistantName, onClose }: ChatPopupHeaderProps) => (
  <Box
    sx={{
      display: "flex",
      alignItems: "center",
      gap: 1.25,
      px: 2,
      py: 1.25,
      bgcolor: "primary.main",
      color: "primary.contrastText",
    }}
  >
    <Avatar sx={{ width: 30, height: 30, bgcolor: "primary.contrastText", color: "primary.main" }}>
      <SmartToyOutlined fontSize="small" />
    </Avatar>
    <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }} noWrap>
      {assistantName}
    </Typography>
    <IconButton aria-label="Close" onClick={onClose} size="small" sx={{ color: "inherit" }}>
      <CloseRounded fontSize="small" />
    </IconButton>
  </Box>
);
