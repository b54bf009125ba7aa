import { Navigate, Route, Routes } from "react-router";
import { MatchBatchPage } from "./batches/match-batch-page.tsx";
import { FinancialReconHome } from "./financial-recon-home.tsx";

/**
 * /billing/financialRecon: payments received and the batches of their matches, and a batch's page at
 * billing/financialRecon/batchList/{id}.
 */
export const FinancialReconPage = () => (
  <Routes>
    <Route index element={<FinancialReconHome />} />
    <Route path="batchList/:batchId" element={<MatchBatchPage />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
