import { Navigate, Route, Routes } from "react-router";
import { RequireSignIn } from "../../permissions/index.ts";
import { useScheduleBoard } from "../hooks/use-schedule-board.ts";
import { ScheduleCalendar } from "./schedule-calendar.tsx";
import { ScheduleFrame } from "./schedule-frame.tsx";

const SchedulerBoard = () => {
  const board = useScheduleBoard({ allowMonth: true });
  return (
    <ScheduleFrame
      title="Scheduler"
      board={board}
      toolbar={{
        allowMonth: true,
        other: { label: "By technician", to: `/Resource-Scheduler?day=${board.anchor}` },
      }}
    >
      <ScheduleCalendar board={board} />
    </ScheduleFrame>
  );
};

/**
 * /Scheduler: the work orders by planned date on a calendar of a week or a month. The route has no guard of
 * its own (portal-platform §2.2), so the page asks for a session itself.
 */
export const SchedulerPage = () => (
  <Routes>
    <Route element={<RequireSignIn />}>
      <Route index element={<SchedulerBoard />} />
    </Route>
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
