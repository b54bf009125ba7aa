import { Chip } from "@mui/material";
import { PersonState, type PersonStateValue } from "@fieldstead/domain";

export type UserStateChipProps = { state: PersonStateValue };

const COLOURS: Readonly<Record<PersonStateValue, "success" | "info" | "default">> = {
  [PersonState.Active]: "success",
  [PersonState.Invited]: "info",
  [PersonState.Disabled]: "default",
};

/** Invited (no password set yet), Active, or Disabled. */
export const UserStateChip = ({ state }: UserStateChipProps) => (
  <Chip size="small" variant="outlined" color={COLOURS[state]} label={state} />
);
