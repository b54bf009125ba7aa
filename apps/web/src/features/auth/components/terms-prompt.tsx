import { useState } from "react";
import { useLocation } from "react-router";
import { useMutation } from "@tanstack/react-query";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Typography,
} from "@mui/material";
import PolicyOutlined from "@mui/icons-material/PolicyOutlined";
import { showErrorSnackbar } from "../../../lib/snackbar.ts";
import { updateEmployeeCookies } from "../api/update-employee-cookies.ts";
import { useSession } from "../hooks/session-context.ts";
import {
  DEFAULT_POLICIES_URL,
  TERMS_SAVE_FAILURE_MS,
  acceptedTermsPatch,
  needsTermsPrompt,
  termsAcceptanceBody,
  termsErrorFailure,
  termsPromptTitle,
  termsReplyFailure,
} from "../terms-acceptance.ts";

/** The 'Policy Update Notice' dialog is 500 px wide (portal-shell §2.7, §9). */
const DIALOG_WIDTH_PX = 500;

const CHANGES = [
  ["Clearer information", "what data we collect, why we use it and how long we keep it."],
  ["Your rights", "you can ask for a copy of the personal data we hold about you, and ask us to delete it."],
  ["Compliance", "how we meet the data-protection laws and regulations that apply to your organisation."],
] as const;

const reportFailure = (message: string | null) => {
  if (message) showErrorSnackbar(message, TERMS_SAVE_FAILURE_MS);
};

export type TermsPromptProps = {
  /** The full policies (PoliciesUrl of the client configuration). */
  policiesUrl?: string;
};

/**
 * The terms prompt for a user who has not accepted the policies, or not the organisation's current version:
 * Accept or Reject, nothing else. A user who accepted earlier terms sees the 'Policy Update Notice'; one who never
 * has is asked to accept the Terms of Use.
 */
export const TermsPrompt = ({ policiesUrl }: TermsPromptProps) => {
  const { user, expiry, isSigningOut, updateUser, signOut } = useSession();
  const { pathname } = useLocation();
  const [isRejecting, setRejecting] = useState(false);
  const save = useMutation({
    mutationFn: updateEmployeeCookies,
    onSuccess: (reply) => reportFailure(termsReplyFailure(reply)),
    onError: (error) => reportFailure(termsErrorFailure(error)),
  });
  const isOpen = needsTermsPrompt({ user, expiry, isSigningOut, pathname });
  const title = user ? termsPromptTitle(user) : "";
  const isUpdate = title === "Policy Update Notice";

  const handleAccept = () => {
    if (!user) return;
    // Accepted here at once; the server keeps it for the next sign-in.
    updateUser(acceptedTermsPatch(user));
    save.mutate(termsAcceptanceBody(user));
  };
  const handleReject = async () => {
    setRejecting(true);
    try {
      await signOut();
    } finally {
      setRejecting(false);
    }
  };

  return (
    <Dialog
      open={isOpen}
      aria-labelledby="terms-prompt-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_PX, maxWidth: "calc(100% - 32px)", m: 2 } } }}
    >
      <DialogTitle id="terms-prompt-title" sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <PolicyOutlined sx={{ color: "primary.main" }} />
        {title}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body1" sx={{ mb: 1.5 }}>
          {isUpdate
            ? "We have updated our Terms of Use and Privacy Policy. Here is what changed:"
            : "Welcome to Fieldstead. Before you start, please accept our Terms of Use and Privacy Policy. In short:"}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, "& li": { mb: 1 } }}>
          {CHANGES.map(([label, text]) => (
            <Typography component="li" variant="body2" key={label}>
              <Box component="strong" sx={{ fontWeight: 600 }}>
                {label}:
              </Box>{" "}
              {text}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1.5, color: "text.secondary" }}>
          Please read the{" "}
          <Link href={policiesUrl || DEFAULT_POLICIES_URL} target="_blank" rel="noopener noreferrer">
            full policies
          </Link>{" "}
          and accept them to keep using Fieldstead. If you reject them, you will be signed out.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="outlined" color="inherit" onClick={() => void handleReject()} disabled={isRejecting}>
          Reject
        </Button>
        <Button variant="contained" onClick={handleAccept} disabled={isRejecting}>
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
};
