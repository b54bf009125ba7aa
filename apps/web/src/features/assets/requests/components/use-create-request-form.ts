import type { FormEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from "react-hook-form";
import { useFormRefusal } from "../../../../lib/use-form-refusal.ts";
import { reportRequestCreated } from "./request-feedback.ts";

type CreatedRequest = { Id: number; RequestNumber: string };

export type CreateRequestFormOptions<Input extends FieldValues, Output> = {
  /** Checks the form with the request's own schema. */
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  /** Sends the request. */
  create: (values: Output) => Promise<CreatedRequest>;
  /** How the snackbar names the new request ('Move request'), and where its link goes. */
  kind: string;
  pathOf: (id: number) => string;
  /** The form field a refused request field belongs to; null: the refusal is for the whole form. */
  fieldOf: (field: string) => FieldPath<Input> | null;
  onCreated: (request: CreatedRequest) => void;
  isOpen: boolean;
  onClose: () => void;
  /** Clears what the dialog keeps beside the form, once it has closed. */
  onExited: () => void;
};

/**
 * The form of a dialog that asks for a request: on success a snackbar that opens the new request, and the
 * dialog closes; a refusal shows beside its fields, or above them.
 */
export const useCreateRequestForm = <Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  create,
  kind,
  pathOf,
  fieldOf,
  onCreated,
  isOpen,
  onClose,
  onExited,
}: CreateRequestFormOptions<Input, Output>) => {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const refusal = useFormRefusal(fieldOf, (field, message) =>
    form.setError(field, { type: "server", message }),
  );
  const handleSave = form.handleSubmit((values) =>
    refusal.submit(async () => {
      const reply = await create(values);
      reportRequestCreated(kind, reply, pathOf(reply.Id));
      onCreated({ Id: reply.Id, RequestNumber: reply.RequestNumber });
      onClose();
    }),
  );
  /** What the dialog's frame needs: the form empties itself once the dialog has closed. */
  const dialog = {
    variant: "compact",
    isOpen,
    onClose,
    onExited: () => {
      form.reset();
      refusal.clear();
      onExited();
    },
    error: refusal.formError,
    onSubmit: (event: FormEvent) => void handleSave(event),
    isBusy: form.formState.isSubmitting,
  } as const;
  return { form, dialog };
};
