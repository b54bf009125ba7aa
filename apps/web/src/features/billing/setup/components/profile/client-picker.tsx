import type { ClientListRow } from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../../components/ui/async-autocomplete.tsx";
import { billingSetupKeys } from "../../api/billing-setup-keys.ts";

/** A client as the picker shows it. */
export type ClientOption = Pick<ClientListRow, "Id" | "Name"> & Partial<Pick<ClientListRow, "Currency">>;

export type ClientPickerProps = {
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  /** Answers the clients matching a text (GetClientList with Search). */
  fetchOptions: (search: string) => Promise<ClientOption[]>;
};

/** The client whose charge profile shows, searched by name among the organisation's billed clients. */
export const ClientPicker = ({ value, onChange, fetchOptions }: ClientPickerProps) => (
  <AsyncAutocomplete<ClientOption>
    label="Client"
    name="ClientId"
    queryKey={billingSetupKeys.clientOptions}
    fetchOptions={fetchOptions}
    value={value}
    onChange={onChange}
    getOptionLabel={(option) => option.Name}
    getOptionKey={(option) => option.Id}
    renderDetail={(option) => option.Currency ?? null}
  />
);
