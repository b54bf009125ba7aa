import { Button, Stack } from "@mui/material";
import type { RequestStepValue } from "@fieldstead/domain";

/** A step's button: its label and how much it stands out. */
export type RequestStepButton = {
  step: RequestStepValue;
  label: string;
  variant: "contained" | "outlined";
  color?: "error";
};

export type RequestStepButtonsProps = {
  /** Every step the page knows, in the order shown. */
  buttons: readonly RequestStepButton[];
  /** The steps the caller may take now: only these get a button. */
  steps: readonly RequestStepValue[];
  isBusy: boolean;
  onStep: (step: RequestStepValue) => void;
};

/** A request's step buttons; nothing when the caller may take no step. */
export const RequestStepButtons = ({ buttons, steps, isBusy, onStep }: RequestStepButtonsProps) => {
  const shown = buttons.filter((b) => steps.includes(b.step));
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
      {shown.map((b) => (
        <Button
          key={b.step}
          variant={b.variant}
          color={b.color ?? "primary"}
          disabled={isBusy}
          onClick={() => onStep(b.step)}
        >
          {b.label}
        </Button>
      ))}
    </Stack>
  );
};
