import { Navigate, Route, Routes } from "react-router";
import { ModuleId } from "@fieldstead/domain";
import { RequireModule } from "../../permissions/index.ts";
import { TicketDetailPage } from "./ticket-detail-page.tsx";

/**
 * /ticketdetails/{id}: one ticket. The route has no guard of its own (portal-platform §2.2), so the page asks
 * for a session and the Work Orders screen itself.
 */
export const TicketDetailsPage = () => (
  <Routes>
    <Route element={<RequireModule moduleId={ModuleId.WorkOrders} />}>
      <Route path=":ticketId" element={<TicketDetailPage />} />
    </Route>
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
