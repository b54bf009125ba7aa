import { Box } from "@mui/material";
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import ErrorOutlineOutlined from "@mui/icons-material/ErrorOutlineOutlined";
import FactCheckOutlined from "@mui/icons-material/FactCheckOutlined";
import HelpOutlineOutlined from "@mui/icons-material/HelpOutlineOutlined";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import WarningAmberRounded from "@mui/icons-material/WarningAmberRounded";
import type { ConfirmIcon as ConfirmIconName } from "../../lib/confirm.ts";

const ICONS = {
  warning: { Icon: WarningAmberRounded, color: "warning.main" },
  info: { Icon: InfoOutlined, color: "info.main" },
  success: { Icon: CheckCircleOutlined, color: "success.main" },
  error: { Icon: ErrorOutlineOutlined, color: "error.main" },
  question: { Icon: HelpOutlineOutlined, color: "primary.main" },
  survey: { Icon: FactCheckOutlined, color: "primary.main" },
} as const;

export type ConfirmIconProps = { name: ConfirmIconName };

/** The icon at the top of a confirmation pop-up. */
export const ConfirmIcon = ({ name }: ConfirmIconProps) => {
  if (name === "none") return null;
  const { Icon, color } = ICONS[name];
  return (
    <Box sx={{ display: "flex", justifyContent: "center", pt: 3 }}>
      <Icon aria-hidden sx={{ fontSize: 56, color }} />
    </Box>
  );
};
