import type { FormEvent, ReactNode } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  type Breakpoint,
  type PaperProps,
} from "@mui/material";
import { confirm } from "../../lib/confirm.ts";
import { useIsMobile } from "../../lib/use-is-mobile.ts";

export type FormDialogProps = {
  title: ReactNode;
  /** The title's id, which names the dialog. */
  titleId: string;
  /** Open unless told; a dialog kept mounted passes its state and clears itself in `onExited`. */
  isOpen?: boolean;
  onExited?: () => void;
  onClose: () => void;
  /** Asked before closing while `isDirty` ('Discard changes?' with this message). */
  discard?: { isDirty: boolean; message: string };
  maxWidth?: Breakpoint;
  /** Fills a phone's screen. */
  isFullScreenOnMobile?: boolean;
  /** Lines above and below the fields, for long forms. */
  hasDividers?: boolean;
  /** A line of guidance above the fields. */
  intro?: ReactNode;
  /** What went wrong for the form as a whole, above the fields. */
  error?: ReactNode;
  /** Space between the fields (theme spacing units). */
  spacing?: number;
  /** Room above the first field for its label; none by default under dividers or an intro. */
  hasTopGap?: boolean;
  /** The dialog is a form: Enter in a field or the main button submits it. */
  onSubmit?: (event: FormEvent) => void;
  /** Without `onSubmit`: what the main button does. */
  onConfirm?: () => void;
  submitLabel: ReactNode;
  submitColor?: "primary" | "error";
  isSubmitDisabled?: boolean;
  /** A call is on its way: the main button waits. */
  isBusy?: boolean;
  cancelLabel?: string;
  /** Buttons before Cancel (a Delete pushed to the left). */
  extraActions?: ReactNode;
  /**
   * 'compact': the action bar as the theme draws it (narrow padding, a Cancel in the main colour, a spinner in
   * the busy button); 'standard': a wider bar with a grey Cancel.
   */
  variant?: "standard" | "compact";
  children: ReactNode;
};

/** The frame every form dialog shares: title, an error line, the fields, Cancel and the main button. */
export const FormDialog = ({
  title,
  titleId,
  isOpen = true,
  onExited,
  onClose,
  discard,
  maxWidth = "sm",
  isFullScreenOnMobile = false,
  hasDividers = false,
  intro,
  error,
  spacing = 2.5,
  hasTopGap = !hasDividers && !intro,
  onSubmit,
  onConfirm,
  submitLabel,
  submitColor = "primary",
  isSubmitDisabled = false,
  isBusy = false,
  cancelLabel = "Cancel",
  extraActions,
  variant = "standard",
  children,
}: FormDialogProps) => {
  const isMobile = useIsMobile();
  const isCompact = variant === "compact";
  const handleClose = async () => {
    if (discard?.isDirty) {
      const { confirmed } = await confirm({
        title: "Discard changes?",
        message: discard.message,
        icon: "warning",
        yesLabel: "Discard",
        noLabel: "Keep editing",
      });
      if (!confirmed) return;
    }
    onClose();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.(event);
  };
  return (
    <Dialog
      open={isOpen}
      onClose={() => void handleClose()}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={isFullScreenOnMobile && isMobile}
      aria-labelledby={titleId}
      slotProps={{
        ...(onExited ? { transition: { onExited } } : {}),
        // The paper itself is the form, so the fields scroll between a fixed title and action bar.
        ...(onSubmit
          ? { paper: { component: "form", noValidate: true, onSubmit: handleSubmit } as PaperProps }
          : {}),
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={hasDividers}>
        {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
        <Stack spacing={spacing} sx={hasTopGap ? { pt: 1 } : undefined}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={isCompact ? undefined : { px: 3, ...(hasDividers ? { py: 2 } : { pb: 2 }) }}>
        {extraActions}
        <Button color={isCompact ? "primary" : "inherit"} onClick={() => void handleClose()}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={submitColor}
          {...(onSubmit ? { type: "submit" as const } : { onClick: onConfirm })}
          disabled={isSubmitDisabled || (!isCompact && isBusy)}
          loading={isCompact ? isBusy : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
