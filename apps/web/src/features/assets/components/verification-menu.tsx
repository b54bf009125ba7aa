import { useState } from "react";
import { Button, Menu, MenuItem } from "@mui/material";
import ArrowDropDown from "@mui/icons-material/ArrowDropDown";
import { VerificationState, type VerificationStateValue } from "@fieldstead/domain";
import { messageOf } from "../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../lib/snackbar.ts";
import { useSetAssetVerification } from "../api/set-asset-verification.ts";
import { VERIFICATION_LABELS } from "../asset-labels.ts";

/** The states a person sets by hand; Newly Created is only ever given by the product. */
const CHOICES: readonly VerificationStateValue[] = [
  VerificationState.Verified,
  VerificationState.Unverified,
  VerificationState.Pending_Verification,
];
const DONE_MS = 5_000;
const ERROR_MS = 10_000;

export type VerificationMenuProps = {
  /** The assets whose verification is set. */
  assetIds: readonly number[];
  /** The button's label ('Verification' on the asset's page, 'Set verification' for picked rows). */
  label: string;
  /** The one asset's present state, ticked in the menu. */
  current?: VerificationStateValue;
  /** After the state was set (the asset pages re-read themselves; a grid reloads here). */
  onChanged?: () => void;
};

/** A button whose menu sets the verification state of one asset or several (SetAssetVerification). */
export const VerificationMenu = ({ assetIds, label, current, onChanged }: VerificationMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const update = useSetAssetVerification();
  const handlePick = async (state: VerificationStateValue) => {
    setAnchor(null);
    try {
      const reply = await update.mutateAsync({ Ids: [...assetIds], VerificationState: state });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: DONE_MS });
      onChanged?.();
    } catch (error) {
      showErrorSnackbar(messageOf(error), ERROR_MS);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        disabled={update.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CHOICES.map((state) => (
          <MenuItem key={state} selected={state === current} onClick={() => void handlePick(state)}>
            {VERIFICATION_LABELS[state]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
