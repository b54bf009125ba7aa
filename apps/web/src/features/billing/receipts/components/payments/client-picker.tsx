import type { ClientListRow } from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../../components/ui/async-autocomplete.tsx";
import { getClientOptions } from "../../api/get-client-options.ts";
import { receiptKeys } from "../../api/receipt-keys.ts";

export type ClientPickerProps = {
  value: ClientListRow | null;
  onChange: (client: ClientListRow | null) => void;
  error?: string | undefined;
  helperText?: string;
};

/** Picks a billed client by name, searched on the server as it is typed. */
export const ClientPicker = ({ value, onChange, error, helperText }: ClientPickerProps) => (
  <AsyncAutocomplete<ClientListRow>
    label="Client"
    name="ClientId"
    queryKey={receiptKeys.clientOptions()}
    fetchOptions={getClientOptions}
    value={value}
    onChange={onChange}
    getOptionLabel={(client) => client.Name}
    getOptionKey={(client) => client.Id}
    renderDetail={(client) => client.Currency}
    error={error}
    {...(helperText === undefined ? {} : { helperText })}
  />
);
