import { Checkbox, FormControlLabel, Stack, TextField, Typography } from "@mui/material";
import type { LeaseSpacesReply } from "@fieldstead/domain";

/** Whether the lease covers a space, and the area it takes of it (text as typed). */
export type SpacePick = { isCovered: boolean; area: string };

export type LeaseSpaceRowProps = {
  space: LeaseSpacesReply["Spaces"][number];
  pick: SpacePick;
  isDisabled: boolean;
  onChange: (pick: SpacePick) => void;
};

/** One space: a box to cover it, its name, code and place, and its area once covered. */
export const LeaseSpaceRow = ({ space, pick, isDisabled, onChange }: LeaseSpaceRowProps) => (
  <Stack
    component="li"
    direction={{ xs: "column", sm: "row" }}
    useFlexGap
    sx={{
      gap: 1,
      py: 1,
      borderBottom: 1,
      borderColor: "divider",
      alignItems: { sm: "center" },
      justifyContent: "space-between",
    }}
  >
    <FormControlLabel
      sx={{ minWidth: 0, mr: 0 }}
      control={
        <Checkbox
          checked={pick.isCovered}
          disabled={isDisabled}
          onChange={(event) => onChange({ ...pick, isCovered: event.target.checked })}
        />
      }
      label={
        <span>
          <Typography component="span" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
            {`${space.Name} (${space.Code})`}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: "block", color: "text.secondary" }}>
            {[space.LevelName, space.Path].filter(Boolean).join(" · ")}
          </Typography>
        </span>
      }
    />
    <TextField
      size="small"
      label="Area (m²)"
      value={pick.area}
      disabled={isDisabled || !pick.isCovered}
      onChange={(event) => onChange({ ...pick, area: event.target.value })}
      // The visible label is short; a screen reader hears which space the area is of.
      slotProps={{ htmlInput: { inputMode: "decimal", "aria-label": `Area of ${space.Name} (m²)` } }}
      sx={{ width: { xs: "100%", sm: 200 }, flexShrink: 0 }}
    />
  </Stack>
);
