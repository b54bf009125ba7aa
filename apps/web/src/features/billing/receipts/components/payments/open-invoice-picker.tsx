import { Autocomplete, TextField } from "@mui/material";
import { currencyText, dayText } from "../../../../../lib/money-format.ts";
import type { OpenInvoice } from "../../api/get-open-invoices.ts";

export type OpenInvoicePickerProps = {
  invoices: readonly OpenInvoice[];
  value: OpenInvoice | null;
  onChange: (invoice: OpenInvoice | null) => void;
  isLoading: boolean;
  /** Why there are no invoices to pick (the read failed), when it did. */
  loadError: string | null;
  error?: string | undefined;
};

const labelOf = (invoice: OpenInvoice) => `${invoice.InvoiceNumber} · ${invoice.ClientName}`;

/** Picks an open invoice, found by typing part of its number or of its client's name. */
export const OpenInvoicePicker = ({
  invoices,
  value,
  onChange,
  isLoading,
  loadError,
  error,
}: OpenInvoicePickerProps) => (
  <Autocomplete<OpenInvoice, false, false, false>
    options={invoices}
    value={value}
    onChange={(_event, next) => onChange(next)}
    getOptionLabel={labelOf}
    getOptionKey={(invoice) => invoice.Id}
    isOptionEqualToValue={(a, b) => a.Id === b.Id}
    loading={isLoading}
    noOptionsText={loadError ? `Could not load the invoices: ${loadError}` : "No open invoice matches"}
    renderOption={(props, invoice) => {
      const { key, ...rest } = props as typeof props & { key: string };
      return (
        <li key={key} {...rest}>
          <div>
            <div>{labelOf(invoice)}</div>
            <div style={{ fontSize: "0.8125rem", opacity: 0.7 }}>
              {`Outstanding ${currencyText(invoice.Outstanding, invoice.Currency)}`}
              {invoice.DueDate ? ` · due ${dayText(invoice.DueDate)}` : ""}
            </div>
          </div>
        </li>
      );
    }}
    renderInput={(params) => (
      <TextField
        {...params}
        label="Invoice"
        name="InvoiceId"
        required
        error={Boolean(error)}
        helperText={error ?? "Type part of the invoice number or the client's name."}
      />
    )}
  />
);
