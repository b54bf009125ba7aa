import { Box } from "@mui/material";
import { formatDate } from "../../../lib/format.ts";

export type TaskDueDateProps = { dueDate: string | null; isOverdue: boolean };

/** A due date; past it on an open task, red and said to be overdue. */
export const TaskDueDate = ({ dueDate, isOverdue }: TaskDueDateProps) =>
  dueDate === null ? null : isOverdue ? (
    <Box component="span" sx={{ color: "error.main", fontWeight: 600 }}>
      {`${formatDate(dueDate)} · Overdue`}
    </Box>
  ) : (
    <>{formatDate(dueDate)}</>
  );
