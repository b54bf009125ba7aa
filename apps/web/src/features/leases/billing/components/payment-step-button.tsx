import { useRef, useState } from "react";
import { Button, ButtonGroup, Menu, MenuItem } from "@mui/material";
import ArrowDropDown from "@mui/icons-material/ArrowDropDown";
import type { LeaseBillingPeriod, LeasePaymentActionValue } from "@fieldstead/domain";
import { periodLabel } from "./billing-period-columns.tsx";
import { PAYMENT_STEP_LABELS, paymentStepsOf } from "./payment-steps.ts";

export type PaymentStepButtonProps = {
  period: LeaseBillingPeriod;
  /** A step of this period is on its way: the buttons wait. */
  isBusy: boolean;
  onStep: (period: LeaseBillingPeriod, action: LeasePaymentActionValue) => void;
};

/**
 * The period's next payment step as one button; where the payment may also be put aside (a hold while it
 * awaits approval or is approved), that step is in the button's menu. Nothing once paid or before it is due.
 */
export const PaymentStepButton = ({ period, isBusy, onStep }: PaymentStepButtonProps) => {
  const anchor = useRef<HTMLDivElement>(null);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [next, ...others] = paymentStepsOf(period.Status);
  if (!next) return null;
  const main = (
    <Button
      variant="contained"
      size="small"
      disabled={isBusy}
      onClick={() => onStep(period, next)}
      sx={{ whiteSpace: "nowrap" }}
    >
      {PAYMENT_STEP_LABELS[next]}
    </Button>
  );
  if (others.length === 0) return main;
  return (
    <>
      <ButtonGroup ref={anchor} variant="contained" size="small" disabled={isBusy}>
        {main}
        <Button
          aria-label={`Other steps for ${periodLabel(period)}`}
          aria-haspopup="menu"
          aria-expanded={isMenuOpen}
          onClick={() => setIsMenuOpen(true)}
          sx={{ px: 0.5, minWidth: 0 }}
        >
          <ArrowDropDown fontSize="small" />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={anchor.current} open={isMenuOpen} onClose={() => setIsMenuOpen(false)}>
        {others.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setIsMenuOpen(false);
              onStep(period, action);
            }}
          >
            {PAYMENT_STEP_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
