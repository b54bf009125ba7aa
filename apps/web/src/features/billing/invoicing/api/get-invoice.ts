import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetInvoiceContract, type InvoiceDetail } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { invoicingKeys } from "./invoicing-keys.ts";

/** GET Billing/GetInvoice: one invoice with its lines. */
export const getInvoice = (id: number): Promise<InvoiceDetail> =>
  callContract(GetInvoiceContract, { query: { Id: id }, isSilent: true });

export const invoiceQuery = (id: number) =>
  queryOptions({ queryKey: invoicingKeys.invoice(id), queryFn: () => getInvoice(id) });

export const useInvoice = (id: number) => useQuery(invoiceQuery(id));
