import { Navigate, Route, Routes } from "react-router";
import { useScheduleBoard } from "../hooks/use-schedule-board.ts";
import { ScheduleFrame } from "./schedule-frame.tsx";
import { ScheduleResourceGrid } from "./schedule-resource-grid.tsx";

const ResourceBoard = () => {
  const board = useScheduleBoard({ allowMonth: false });
  return (
    <ScheduleFrame
      title="Resource Scheduler"
      board={board}
      toolbar={{ allowMonth: false, other: { label: "Calendar", to: `/Scheduler?day=${board.anchor}` } }}
    >
      <ScheduleResourceGrid board={board} />
    </ScheduleFrame>
  );
};

/** /Resource-Scheduler: a week of work orders, one row per technician; drag a card to reassign or move it. */
export const ResourceSchedulerPage = () => (
  <Routes>
    <Route index element={<ResourceBoard />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
