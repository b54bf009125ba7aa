import { IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from "@mui/material";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import { carouselTitle, type DashboardListItem } from "@fieldstead/domain";
import { entryField, type EditableEntry, type EntryErrors } from "../../carousel-entries.ts";

export type CarouselEntryRowProps = {
  entry: EditableEntry;
  index: number;
  count: number;
  builtIns: readonly DashboardListItem[];
  errors: EntryErrors;
  isDisabled: boolean;
  onChange: (patch: Partial<EditableEntry>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** The name the entry shows under in the carousel: its own title, else the default of its id. */
export const entryName = (entry: EditableEntry): string => {
  const id = Number(entry.dashboardId);
  return Number.isInteger(id) && id > 0
    ? carouselTitle(id, entry.title)
    : entry.title.trim() || "New dashboard";
};

/** One entry of the carousel list: its place (up, down), what it shows, its title, and remove. */
export const CarouselEntryRow = ({
  entry,
  index,
  count,
  builtIns,
  errors,
  isDisabled,
  onChange,
  onMove,
  onRemove,
}: CarouselEntryRowProps) => {
  const name = entryName(entry);
  const id = Number(entry.dashboardId);
  const defaultTitle = Number.isInteger(id) && id > 0 ? carouselTitle(id, "") : "";
  const errorOf = (field: "DashboardId" | "Title" | "Url") => errors[entryField(index, field)];
  return (
    <Paper
      component="li"
      aria-label={`${index + 1}. ${name}`}
      elevation={0}
      sx={{ border: 1, borderColor: "divider", p: 2 }}
    >
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1.5, alignItems: "flex-start" }}>
        <Stack direction="row" sx={{ alignItems: "center", minWidth: 112, pt: 1 }}>
          <Typography sx={{ fontWeight: 700, width: 28, color: "text.secondary" }}>{index + 1}.</Typography>
          <Tooltip title="Move up">
            <span>
              <IconButton
                aria-label={`Move up: ${name}`}
                disabled={isDisabled || index === 0}
                onClick={() => onMove(-1)}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Move down">
            <span>
              <IconButton
                aria-label={`Move down: ${name}`}
                disabled={isDisabled || index === count - 1}
                onClick={() => onMove(1)}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <TextField
          select
          label="Shows"
          value={entry.kind}
          disabled={isDisabled}
          onChange={(event) => onChange({ kind: event.target.value as EditableEntry["kind"] })}
          sx={{ width: 200 }}
        >
          <MenuItem value="builtIn">Built-in dashboard</MenuItem>
          <MenuItem value="external">Other address</MenuItem>
        </TextField>
        {entry.kind === "builtIn" ? (
          <TextField
            select
            label="Dashboard"
            value={builtIns.some((b) => String(b.DashboardId) === entry.dashboardId) ? entry.dashboardId : ""}
            disabled={isDisabled}
            onChange={(event) => onChange({ dashboardId: event.target.value })}
            error={Boolean(errorOf("DashboardId"))}
            helperText={errorOf("DashboardId")}
            sx={{ width: 280 }}
          >
            {builtIns.map((b) => (
              <MenuItem key={b.DashboardId} value={String(b.DashboardId)}>
                {b.Title}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <>
            <TextField
              label="Address"
              value={entry.url}
              disabled={isDisabled}
              placeholder="https://"
              onChange={(event) => onChange({ url: event.target.value })}
              error={Boolean(errorOf("Url"))}
              helperText={errorOf("Url") ?? "An embeddable dashboard, e.g. a signed Metabase link."}
              sx={{ flex: "1 1 280px" }}
            />
            <TextField
              label="Dashboard id"
              value={entry.dashboardId}
              disabled={isDisabled}
              onChange={(event) => onChange({ dashboardId: event.target.value.replace(/\D/g, "") })}
              error={Boolean(errorOf("DashboardId"))}
              helperText={errorOf("DashboardId") ?? "Sets how long it shows."}
              slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 10 } }}
              sx={{ width: 150 }}
            />
          </>
        )}
        <TextField
          label="Title"
          value={entry.title}
          disabled={isDisabled}
          placeholder={defaultTitle}
          onChange={(event) => onChange({ title: event.target.value })}
          error={Boolean(errorOf("Title"))}
          helperText={errorOf("Title") ?? (defaultTitle ? `Blank shows '${defaultTitle}'.` : " ")}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 120 } }}
          sx={{ flex: "1 1 220px" }}
        />
        <Tooltip title="Remove">
          <IconButton aria-label={`Remove: ${name}`} disabled={isDisabled} onClick={onRemove} sx={{ mt: 1 }}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
  );
};
