import { AsyncAutocomplete } from "../../../../../components/ui/async-autocomplete.tsx";
import { invoicingKeys } from "../../api/invoicing-keys.ts";
import { searchChargeCodes } from "../../api/search-charge-codes.ts";
import { chargeCodeOption, type PickedRecord } from "./picked-record.ts";

export type ChargeCodePickerProps = {
  value: PickedRecord | null;
  onChange: (value: PickedRecord | null) => void;
  error?: string | undefined;
};

const fetchCodes = async (search: string) => (await searchChargeCodes(search)).map(chargeCodeOption);

/** A charge code of the catalogue (not retired), searched by code or description. */
export const ChargeCodePicker = ({ value, onChange, error }: ChargeCodePickerProps) => (
  <AsyncAutocomplete<PickedRecord>
    label="Charge code"
    name="ChargeCodeId"
    isRequired
    queryKey={invoicingKeys.chargeCodes()}
    fetchOptions={fetchCodes}
    value={value}
    onChange={onChange}
    getOptionLabel={(o) => o.Name}
    getOptionKey={(o) => o.Id}
    renderDetail={(o) => o.Detail}
    error={error}
    helperText="The rate, unit and tax rate billed (a client's profile may set its own rate)."
  />
);
