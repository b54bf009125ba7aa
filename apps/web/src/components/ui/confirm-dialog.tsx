import { forwardRef, useId, useMemo, useState, type ReactElement, type Ref } from "react";
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  IconButton,
  Slide,
  Typography,
} from "@mui/material";
import type { TransitionProps } from "@mui/material/transitions";
import CloseIcon from "@mui/icons-material/Close";
import {
  CONFIRM_WIDTH_PX,
  canDismiss,
  type ConfirmIcon as ConfirmIconName,
  type ConfirmRequest,
  type ConfirmResult,
  type ConfirmVariant,
} from "../../lib/confirm.ts";
import { sanitizeHtml } from "../../lib/sanitize-html.ts";
import { ConfirmBullets } from "./confirm-bullets.tsx";
import { ConfirmIcon } from "./confirm-icon.tsx";

const SlideDown = forwardRef(function SlideDown(
  props: TransitionProps & { children: ReactElement },
  ref: Ref<unknown>,
) {
  return <Slide direction="down" ref={ref} {...props} />;
});

const DEFAULT_ICON: Readonly<Record<ConfirmVariant, ConfirmIconName>> = {
  dialog: "question",
  "slide-in": "question",
  survey: "survey",
  wide: "none",
};

export type ConfirmDialogProps = {
  request: ConfirmRequest;
  onAnswer: (result: ConfirmResult) => void;
};

/** One confirmation pop-up (see lib/confirm.ts for the variants). */
export const ConfirmDialog = ({ request, onAnswer }: ConfirmDialogProps) => {
  const { options } = request;
  const variant = options.variant ?? "dialog";
  const titleId = useId();
  const messageId = useId();
  const [checked, setChecked] = useState<string[]>(
    () => options.checkboxes?.filter((c) => c.isChecked).map((c) => c.id) ?? [],
  );
  const html = useMemo(
    () => (options.isHtml ? sanitizeHtml(options.message) : null),
    [options.isHtml, options.message],
  );
  const isCentred = variant !== "wide";
  const answer = (confirmed: boolean) => onAnswer({ confirmed, checked });
  const handleToggle = (id: string, isOn: boolean) =>
    setChecked((list) => (isOn ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id)));

  return (
    <Dialog
      open
      onClose={() => {
        if (canDismiss(options)) answer(false);
      }}
      aria-labelledby={options.title ? titleId : undefined}
      aria-describedby={messageId}
      slots={variant === "slide-in" ? { transition: SlideDown } : {}}
      sx={variant === "slide-in" ? { "& .MuiDialog-container": { alignItems: "flex-start" } } : undefined}
      slotProps={{
        paper: { sx: { width: CONFIRM_WIDTH_PX[variant], maxWidth: "calc(100% - 32px)", m: 2 } },
      }}
    >
      {options.showClose && (
        <IconButton
          aria-label="Close"
          onClick={() => answer(false)}
          sx={{ position: "absolute", right: 8, top: 8, color: "text.secondary" }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <ConfirmIcon name={options.icon ?? DEFAULT_ICON[variant]} />
      {options.title && (
        <DialogTitle id={titleId} sx={{ textAlign: isCentred ? "center" : "left", pr: 6, fontWeight: 600 }}>
          {options.title}
        </DialogTitle>
      )}
      <DialogContent sx={{ textAlign: isCentred ? "center" : "left", pt: options.title ? 0 : 3 }}>
        {html === null ? (
          <Typography id={messageId} variant="body1" sx={{ whiteSpace: "pre-line" }}>
            {options.message}
          </Typography>
        ) : (
          <Box
            id={messageId}
            sx={{ typography: "body1", "& p": { my: 0.5 } }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        {options.bullets && options.bullets.length > 0 && (
          <Box sx={{ textAlign: "left" }}>
            <ConfirmBullets lists={options.bullets} />
          </Box>
        )}
        {options.checkboxes && options.checkboxes.length > 0 && (
          <FormGroup sx={{ mt: 2, alignItems: isCentred ? "center" : "flex-start" }}>
            {options.checkboxes.map((box) => (
              <FormControlLabel
                key={box.id}
                label={box.label}
                control={
                  <Checkbox
                    checked={checked.includes(box.id)}
                    onChange={(event) => handleToggle(box.id, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, justifyContent: isCentred ? "center" : "flex-end", gap: 1 }}>
        {options.noLabel !== undefined && (
          <Button variant="outlined" color="inherit" onClick={() => answer(false)}>
            {options.noLabel}
          </Button>
        )}
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          {options.yesLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
