import type { ReactElement } from "react";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";

export type PanelHeaderButtonProps = {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  isDisabled?: boolean;
  /** For a button that toggles a view (history): shown pressed while the view is open. */
  isPressed?: boolean;
};

/** An icon button of the chat panel's title bar, named by its label and with the label as a tooltip. */
export const PanelHeaderButton = ({
  label,
  icon,
  onClick,
  isDisabled = false,
  isPressed,
}: PanelHeaderButtonProps) => (
  <Tooltip title={label}>
    {/* A disabled button fires no events: the span keeps its tooltip working. */}
    <span>
      <IconButton
        aria-label={label}
        aria-pressed={isPressed}
        size="small"
        disabled={isDisabled}
        onClick={onClick}
        sx={{
          color: "inherit",
          "&.Mui-disabled": { color: "rgba(255,255,255,0.45)" },
          ...(isPressed ? { bgcolor: "rgba(255,255,255,0.18)" } : {}),
        }}
      >
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);
