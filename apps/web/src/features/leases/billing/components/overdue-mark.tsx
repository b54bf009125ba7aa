import { Chip } from "@mui/material";
import WarningAmberOutlined from "@mui/icons-material/WarningAmberOutlined";

/** Beside a due date that has passed with money still owed on the period. */
export const OverdueMark = () => (
  <Chip
    size="small"
    color="error"
    icon={<WarningAmberOutlined />}
    label="Overdue"
    sx={{ height: 20, "& .MuiChip-label": { px: 0.75 } }}
  />
);
