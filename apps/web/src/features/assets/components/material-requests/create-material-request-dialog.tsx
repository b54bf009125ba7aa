import { useState } from "react";
import { Controller, useFieldArray, useForm, type FieldPath } from "react-hook-form";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
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
import { AsyncAutocomplete } from "../../../../components/ui/async-autocomplete.tsx";
import { zodFormResolver } from "../../../../lib/form-resolver.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useCreateMaterialRequest } from "../../api/create-material-request.ts";
import { searchMoveDestinations } from "../../api/search-move-destinations.ts";
import { searchRequestParts } from "../../api/search-request-parts.ts";
import { materialRequestPath } from "../move-requests/request-paths.ts";

const resolver = zodFormResolver(CreateMaterialRequestSchema);
const SNACKBAR_MS = 15_000;
const EMPTY_ITEM = { PartId: undefined as unknown as number, Quantity: 1 };

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CreateMaterialRequestInput, unknown, CreateMaterialRequest>({
    resolver,
    defaultValues: { Items: [EMPTY_ITEM], NeededBy: "", Notes: "" },
  });
  const items = useFieldArray({ control, name: "Items" });

  const handleExited = () => {
    reset();
    setPlace(null);
    setPicked({});
    setFormError(null);
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await create.mutateAsync({ ...values, NeededBy: values.NeededBy || null });
      showSnackbar({
        message: `Material request ${reply.RequestNumber} created: it awaits approval.`,
        severity: "success",
        durationMs: SNACKBAR_MS,
        link: { label: `Open ${reply.RequestNumber}`, to: materialRequestPath(reply.Id) },
      });
      onCreated(reply);
      onClose();
    } catch (error) {
      const fields = (error as { fields?: { field: string; message: string }[] }).fields ?? [];
      const named = fields.filter((f) =>
        /^(LocationId|NeededBy|Notes|Items(\.\d+\.(PartId|Quantity))?)$/.test(f.field),
      );
      named.forEach((f) =>
        setError(f.field as FieldPath<CreateMaterialRequestInput>, { type: "server", message: f.message }),
      );
      if (named.length === 0) setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="create-material-request-title"
      slotProps={{ transition: { onExited: handleExited } }}
    >
      <Box component="form" noValidate onSubmit={handleSave}>
        <DialogTitle id="create-material-request-title">New material request</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <Controller
              control={control}
              name="LocationId"
              render={({ fieldState }) => (
                <AsyncAutocomplete<LocationOption>
                  label="Deliver to"
                  name="LocationId"
                  queryKey={["material-destinations"]}
                  fetchOptions={(search) => searchMoveDestinations(search)}
                  value={place}
                  onChange={(next) => {
                    setPlace(next);
                    setValue("LocationId", next?.Id as number, { shouldValidate: true });
                  }}
                  getOptionLabel={(o) => o.Name}
                  getOptionKey={(o) => o.Id}
                  renderDetail={(o) => o.Path || "Site"}
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
                          renderDetail={(o) =>
                            `${o.CategoryName} · ${o.Serialized ? "Serialized" : "Consumable"}`
                          }
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Request material
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
