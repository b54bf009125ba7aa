import type { BillingReportParams } from "@fieldstead/domain";
import { useReportClientName } from "../api/get-report-client.ts";
import { paramsInWords } from "./report-params.ts";

/** A saved report's parameters in words, with its client's name once it is known. */
export const DefinitionParamsText = ({ params }: { params: BillingReportParams }) => {
  const clientName = useReportClientName(params.ClientId ?? null);
  return <>{paramsInWords(params, clientName.data)}</>;
};
