import { Navigate, Route, Routes } from "react-router";
import { ModuleId } from "@fieldstead/domain";
import { RequireModule } from "../../permissions/index.ts";
import { TicketListPage } from "./ticket-list-page.tsx";

/**
 * /ticketModuling and /workOrders: the ticket list. The routes have no guard of their own (portal-platform
 * §2.2), so the page asks for a session and the Work Orders screen itself.
 */
export const TicketsPage = () => (
  <Routes>
    <Route element={<RequireModule moduleId={ModuleId.WorkOrders} />}>
      <Route index element={<TicketListPage />} />
    </Route>
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
