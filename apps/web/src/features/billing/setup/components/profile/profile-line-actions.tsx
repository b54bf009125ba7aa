import { IconButton, Tooltip } from "@mui/material";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import type { ChargeProfileLine } from "@fieldstead/domain";

export type ProfileLineActionsProps = {
  line: ChargeProfileLine;
  onEdit: (line: ChargeProfileLine) => void;
  onRemove: (line: ChargeProfileLine) => void;
};

/** A line's Edit and Remove, named by the line's code. */
export const ProfileLineActions = ({ line, onEdit, onRemove }: ProfileLineActionsProps) => (
  <>
    <Tooltip title="Edit">
      <IconButton size="small" aria-label={`Edit ${line.Code}`} onClick={() => onEdit(line)}>
        <EditOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
    <Tooltip title="Remove">
      <IconButton
        size="small"
        color="error"
        aria-label={`Remove ${line.Code}`}
        onClick={() => onRemove(line)}
      >
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  </>
);
