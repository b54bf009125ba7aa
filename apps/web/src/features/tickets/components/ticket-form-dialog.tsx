import { useState } from "react";
import { MenuItem, TextField } from "@mui/material";
import {
  CreateTicketSchema,
  TASK_PRIORITY_LABELS,
  TaskPriority,
  type LocationOption,
  type TaskPriorityId,
  type TicketAssetOption,
  type TicketDetail,
} from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../components/ui/async-autocomplete.tsx";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../components/ui/use-unsaved-changes-prompt.ts";
import { issuesByField, refusalByField } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { searchTicketAssets, searchTicketLocations } from "../api/search-ticket-pickers.ts";
import { useCreateTicket, useUpdateTicket } from "../api/write-ticket.ts";

export type TicketFormDialogProps = {
  /** The ticket to change; absent: a new report. */
  ticket?: TicketDetail;
  onClose: () => void;
  onSaved: (ticket: TicketDetail) => void;
};

type Values = {
  Title: string;
  Description: string;
  PriorityId: TaskPriorityId;
  ReporterName: string;
  ReporterContact: string;
};

const placeOf = (t: TicketDetail): LocationOption | null =>
  t.LocationId === null
    ? null
    : {
        Id: t.LocationId,
        Code: "",
        Name: t.LocationName ?? "",
        LevelId: 1,
        Path: "",
        IsWarehouse: false,
        Status: "",
      };
const assetOf = (t: TicketDetail): TicketAssetOption | null =>
  t.AssetId === null
    ? null
    : {
        Id: t.AssetId,
        AssetTag: t.AssetTag ?? "",
        Name: t.AssetName ?? "",
        LocationId: t.LocationId,
        LocationName: t.LocationName,
      };
const placeOfAsset = (a: TicketAssetOption): LocationOption | null =>
  a.LocationId === null
    ? null
    : {
        Id: a.LocationId,
        Code: "",
        Name: a.LocationName ?? "",
        LevelId: 1,
        Path: "",
        IsWarehouse: false,
        Status: "",
      };

/** Reports a problem or changes an open ticket; the same schema as the server checks it. */
export const TicketFormDialog = ({ ticket, onClose, onSaved }: TicketFormDialogProps) => {
  const create = useCreateTicket();
  const update = useUpdateTicket();
  const [values, setValues] = useState<Values>({
    Title: ticket?.Title ?? "",
    Description: ticket?.Description ?? "",
    PriorityId: (ticket?.PriorityId as TaskPriorityId | undefined) ?? TaskPriority.Medium,
    ReporterName: ticket?.GivenReporterName ?? "",
    ReporterContact: ticket?.ReporterContact ?? "",
  });
  const [place, setPlace] = useState<LocationOption | null>(ticket ? placeOf(ticket) : null);
  const [asset, setAsset] = useState<TicketAssetOption | null>(ticket ? assetOf(ticket) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChangesPrompt(isDirty);
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setIsDirty(true);
  };

  const handleSave = async () => {
    const body = { ...values, LocationId: place?.Id ?? null, AssetId: asset?.Id ?? null };
    const checked = CreateTicketSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      const reply = ticket
        ? await update.mutateAsync({ Id: ticket.Id, ...body })
        : await create.mutateAsync(body);
      setIsDirty(false);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onSaved(reply.Ticket);
    } catch (error) {
      setErrors(refusalByField(error));
    }
  };

  const text = (
    field: "Title" | "Description" | "ReporterName" | "ReporterContact",
    label: string,
    extra: object = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      {...extra}
    />
  );

  return (
    <FormDialog
      title={ticket ? `Edit ${ticket.TicketNumber}` : "New ticket"}
      titleId="ticket-form-title"
      onClose={onClose}
      isFullScreenOnMobile
      hasDividers
      error={errors.form}
      onConfirm={() => void handleSave()}
      submitLabel={ticket ? "Save changes" : "Report ticket"}
      isBusy={create.isPending || update.isPending}
    >
      {text("Title", "Title", { required: true, slotProps: { htmlInput: { maxLength: 200 } } })}
      {text("Description", "Description", { multiline: true, minRows: 3 })}
      <TextField
        select
        label="Priority"
        name="PriorityId"
        value={values.PriorityId}
        onChange={(e) => set("PriorityId", Number(e.target.value) as TaskPriorityId)}
        error={Boolean(errors.PriorityId)}
        helperText={errors.PriorityId}
      >
        {Object.values(TaskPriority).map((p) => (
          <MenuItem key={p} value={p}>
            {TASK_PRIORITY_LABELS[p]}
          </MenuItem>
        ))}
      </TextField>
      <AsyncAutocomplete<LocationOption>
        label="Location"
        name="Location"
        queryKey={["tickets", "locations"]}
        fetchOptions={searchTicketLocations}
        value={place}
        onChange={(v) => {
          setPlace(v);
          setIsDirty(true);
        }}
        getOptionLabel={(o) => (o.Code ? `${o.Name} (${o.Code})` : o.Name)}
        getOptionKey={(o) => o.Id}
        renderDetail={(o) => o.Path}
        error={errors.LocationId}
      />
      <AsyncAutocomplete<TicketAssetOption>
        label="Asset"
        name="Asset"
        queryKey={["tickets", "assets"]}
        fetchOptions={searchTicketAssets}
        value={asset}
        onChange={(v) => {
          setAsset(v);
          // A ticket about an asset is where the asset is, unless a place was chosen already.
          if (v && !place) setPlace(placeOfAsset(v));
          setIsDirty(true);
        }}
        getOptionLabel={(o) => (o.AssetTag ? `${o.Name} (${o.AssetTag})` : o.Name)}
        getOptionKey={(o) => o.Id}
        renderDetail={(o) => o.LocationName}
        error={errors.AssetId}
      />
      {text("ReporterName", "Reported by (someone outside)", {
        helperText:
          errors.ReporterName ?? "A tenant or caller who told you about it; leave empty if you found it.",
      })}
      {text("ReporterContact", "Their phone or e-mail")}
    </FormDialog>
  );
};
