import { useState } from "react";
import { messageOf, placeRefusal } from "./form-errors.ts";

/**
 * A form's save with the server's refusals placed: each field it names beside that field (`fieldOf` maps a
 * request field to the form's, or null), anything else as the form's own error.
 */
export const useFormRefusal = <Field extends string>(
  fieldOf: (requestField: string) => Field | null,
  place: (field: Field, message: string) => void,
) => {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (save: () => Promise<void>): Promise<void> => {
    setFormError(null);
    try {
      await save();
    } catch (error) {
      if (!placeRefusal(error, fieldOf, place)) setFormError(messageOf(error));
    }
  };
  return { formError, submit, clear: () => setFormError(null) };
};
