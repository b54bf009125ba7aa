import type { ReactNode } from "react";
import { Alert, Box } from "@mui/material";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { messageOf } from "../../../lib/form-errors.ts";
import { TASKS_ENTRY } from "../../tasks/index.ts";
import type { ScheduleBoard } from "../hooks/use-schedule-board.ts";
import { ScheduleMoveDialog } from "./schedule-move-dialog.tsx";
import { ScheduleToolbar, type ScheduleToolbarProps } from "./schedule-toolbar.tsx";

export type ScheduleFrameProps = {
  title: string;
  board: ScheduleBoard;
  toolbar: Omit<ScheduleToolbarProps, "board">;
  children: ReactNode;
};

/** A board's page: heading, toolbar, what the range holds (or why it cannot be shown), and 'Move to…'. */
export const ScheduleFrame = ({ title, board, toolbar, children }: ScheduleFrameProps) => {
  const { schedule, data } = board;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[TASKS_ENTRY, { kind: "text", label: title }]} />
      <PageHeading spacing={2}>{title}</PageHeading>
      <ScheduleToolbar board={board} {...toolbar} />
      {data && !data.CanSchedule && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You can see the schedule; moving work orders needs the Schedule Tasks right.
        </Alert>
      )}
      {data?.IsTruncated && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This range holds more work orders than one board shows: the earliest{" "}
          {data.Tasks.length.toLocaleString("en-US")} are shown.
        </Alert>
      )}
      {schedule.isError && !data && (
        <Alert severity="error" role="alert">
          The schedule could not be loaded: {messageOf(schedule.error)}
        </Alert>
      )}
      {schedule.isPending && <PageLoader />}
      {data && (
        <Box sx={{ overflowX: "auto", opacity: schedule.isPlaceholderData ? 0.6 : 1 }}>{children}</Box>
      )}
      {board.moving && data && (
        <ScheduleMoveDialog
          task={board.moving}
          technicians={data.Technicians}
          canUnassign={board.canUnassign}
          onMove={(target) => board.moving && board.moveTask(board.moving, target)}
          onClose={board.closeMove}
        />
      )}
    </Box>
  );
};
