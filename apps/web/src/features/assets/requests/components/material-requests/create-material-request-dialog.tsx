import { useState } from "react";
import { Controller, useFieldArray, type FieldPath } from "react-hook-form";
import { Box, Button, FormHelperText, IconButton, Stack, TextField, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import Close from "@mui/icons-material/Close";
import {
  CreateMaterialRequestSchema,
  MATERIAL_REQUEST_MAX_ITEMS,
  type CreateMaterialRequest,
  type CreateMaterialRequestInput,
  type LocationOption,
  type PartOption,
} from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../../components/ui/async-autocomplete.tsx";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { zodFormResolver } from "../../../../../lib/form-resolver.ts";
import { useCreateMaterialRequest } from "../../api/create-material-request.ts";
import { searchRequestParts } from "../../../catalogue/api/search-parts.ts";
import { DestinationPicker } from "../../../components/form/destination-picker.tsx";
import { materialRequestPath } from "../request-paths.ts";
import { useCreateRequestForm } from "../use-create-request-form.ts";

const resolver = zodFormResolver(CreateMaterialRequestSchema);
const EMPTY_ITEM = { PartId: undefined as unknown as number, Quantity: 1 };
/** The request fields the form shows a refusal beside. */
const FIELD_PATTERN = /^(LocationId|NeededBy|Notes|Items(\.\d+\.(PartId|Quantity))?)$/;

export type CreateMaterialRequestDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (request: { Id: number; RequestNumber: string }) => void;
};

/** Asks for parts to be delivered to a location: where, by when, and which parts in what quantity. */
export const CreateMaterialRequestDialog = ({
  isOpen,
  onClose,
  onCreated,
}: CreateMaterialRequestDialogProps) => {
  const create = useCreateMaterialRequest();
  const [place, setPlace] = useState<LocationOption | null>(null);
  const [picked, setPicked] = useState<Record<string, PartOption | null>>({});
  const { form, dialog } = useCreateRequestForm<CreateMaterialRequestInput, CreateMaterialRequest>({
    resolver,
    defaultValues: { Items: [EMPTY_ITEM], NeededBy: "", Notes: "" },
    create: (values) => create.mutateAsync({ ...values, NeededBy: values.NeededBy || null }),
    kind: "Material request",
    pathOf: materialRequestPath,
    fieldOf: (field) => (FIELD_PATTERN.test(field) ? (field as FieldPath<CreateMaterialRequestInput>) : null),
    onCreated,
    isOpen,
    onClose,
    onExited: () => {
      setPlace(null);
      setPicked({});
    },
  });
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const items = useFieldArray({ control, name: "Items" });

  return (
    <FormDialog
      {...dialog}
      title="New material request"
      titleId="create-material-request-title"
      maxWidth="md"
      submitLabel="Request material"
    >
      <Controller
        control={control}
        name="LocationId"
        render={({ fieldState }) => (
          <DestinationPicker
            label="Deliver to"
            name="LocationId"
            queryKey={["material-destinations"]}
            value={place}
            onChange={(next) => {
              setPlace(next);
              setValue("LocationId", next?.Id as number, { shouldValidate: true });
            }}
            error={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          {...register("NeededBy")}
          type="date"
          label="Needed by"
          sx={{ minWidth: 200 }}
          error={Boolean(errors.NeededBy)}
          helperText={errors.NeededBy?.message}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...register("Notes")}
          label="Notes"
          fullWidth
          multiline
          error={Boolean(errors.Notes)}
          helperText={errors.Notes?.message}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Stack>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Parts
        </Typography>
        <Stack spacing={1.5}>
          {items.fields.map((field, index) => (
            <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <AsyncAutocomplete<PartOption>
                    label={`Part ${index + 1}`}
                    queryKey={["material-parts"]}
                    fetchOptions={(search) => searchRequestParts(search)}
                    value={picked[field.id] ?? null}
                    onChange={(next) => {
                      setPicked((all) => ({ ...all, [field.id]: next }));
                      setValue(`Items.${index}.PartId`, next?.Id as number, { shouldValidate: true });
                    }}
                    getOptionLabel={(o) => `${o.PartNumber} ${o.PartName}`}
                    getOptionKey={(o) => o.Id}
                    renderDetail={(o) => `${o.CategoryName} · ${o.Serialized ? "Serialized" : "Consumable"}`}
                    error={errors.Items?.[index]?.PartId?.message}
                    isRequired
                  />
                </Box>
                <TextField
                  {...register(`Items.${index}.Quantity`, { valueAsNumber: true })}
                  type="number"
                  label="Quantity"
                  required
                  sx={{ width: { sm: 130 } }}
                  error={Boolean(errors.Items?.[index]?.Quantity)}
                  helperText={errors.Items?.[index]?.Quantity?.message}
                  slotProps={{ htmlInput: { min: 1, step: 1 } }}
                />
              </Stack>
              <IconButton
                aria-label={`Remove part ${index + 1}`}
                onClick={() => items.remove(index)}
                disabled={items.fields.length === 1}
                sx={{ mt: 1 }}
              >
                <Close />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        {errors.Items?.message && <FormHelperText error>{errors.Items.message}</FormHelperText>}
        <Button
          startIcon={<Add />}
          sx={{ mt: 1 }}
          onClick={() => items.append(EMPTY_ITEM)}
          disabled={items.fields.length >= MATERIAL_REQUEST_MAX_ITEMS}
        >
          Add part
        </Button>
      </Box>
    </FormDialog>
  );
};
