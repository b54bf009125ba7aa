import { AsyncAutocomplete } from "../../../../../components/ui/async-autocomplete.tsx";
import { invoicingKeys } from "../../api/invoicing-keys.ts";
import { searchBillingClients } from "../../api/search-billing-clients.ts";
import { clientOption, type PickedRecord } from "./picked-record.ts";

export type ClientPickerProps = {
  value: PickedRecord | null;
  onChange: (value: PickedRecord | null) => void;
  error?: string | undefined;
  helperText?: string;
};

const fetchClients = async (search: string) => (await searchBillingClients(search)).map(clientOption);

/** One billed client, searched by name. */
export const ClientPicker = ({ value, onChange, error, helperText }: ClientPickerProps) => (
  <AsyncAutocomplete<PickedRecord>
    label="Client"
    name="ClientId"
    queryKey={invoicingKeys.clients()}
    fetchOptions={fetchClients}
    value={value}
    onChange={onChange}
    getOptionLabel={(o) => o.Name}
    getOptionKey={(o) => o.Id}
    renderDetail={(o) => o.Detail}
    error={error}
    helperText={helperText}
  />
);
