import { Navigate, Route, Routes } from "react-router";
import { BatchPage } from "./batch/batch-page.tsx";
import { BatchListPage } from "./batches/batch-list-page.tsx";

/**
 * /billing/invoicing: the invoicing batches, and a batch's page at billing/invoicing/batchDetails/{id}. The route
 * table asks for the Invoicing screen around both.
 */
export const InvoicingPage = () => (
  <Routes>
    <Route index element={<BatchListPage />} />
    <Route path="batchDetails/:batchId" element={<BatchPage />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
