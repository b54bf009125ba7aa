import { Chip } from "@mui/material";
import { KIND_COLORS } from "./recon-format.ts";

export type ReconKindChipProps = { kindId: number; name: string };

/** A difference's kind: billed but not found, found but not billed, or quantity differs. */
export const ReconKindChip = ({ kindId, name }: ReconKindChipProps) => (
  <Chip size="small" variant="outlined" color={KIND_COLORS[kindId] ?? "default"} label={name} />
);
