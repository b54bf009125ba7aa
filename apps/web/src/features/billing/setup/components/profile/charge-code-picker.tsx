import { Controller, useFormContext } from "react-hook-form";
import { AsyncAutocomplete } from "../../../../../components/ui/async-autocomplete.tsx";
import { moneyText } from "../../../../../lib/money-format.ts";
import { searchChargeCodes } from "../../api/get-charge-code-list.ts";
import { billingSetupKeys } from "../../api/billing-setup-keys.ts";
import { useSetupFieldError } from "../../hooks/use-setup-field.ts";
import type { ChargeCodeOption, ProfileLineFormValues } from "./profile-line-form.ts";

/** The line's charge code, searched by code or description among the codes in use, with its unit and list rate. */
export const ChargeCodePicker = () => {
  const { control } = useFormContext<ProfileLineFormValues>();
  const message = useSetupFieldError("ChargeCode");
  return (
    <Controller
      control={control}
      name="ChargeCode"
      render={({ field }) => (
        <AsyncAutocomplete<ChargeCodeOption>
          label="Charge code"
          name={field.name}
          queryKey={billingSetupKeys.chargeCodeOptions}
          fetchOptions={searchChargeCodes}
          value={field.value}
          onChange={(next) => field.onChange(next)}
          getOptionLabel={(option) => `${option.Code} – ${option.Description}`}
          getOptionKey={(option) => option.Id}
          renderDetail={(option) => `${option.UnitName} · list rate ${moneyText(option.Rate)}`}
          error={message}
          isRequired
        />
      )}
    />
  );
};
