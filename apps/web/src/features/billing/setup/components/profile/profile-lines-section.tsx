import { useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import type { ChargeProfileLine, ChargeProfileReply } from "@fieldstead/domain";
import { confirm } from "../../../../../lib/confirm.ts";
import { messageOf } from "../../../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../../../lib/snackbar.ts";
import { useIsMobile } from "../../../../../lib/use-is-mobile.ts";
import { useDeleteChargeProfileLine } from "../../api/delete-charge-profile-line.ts";
import { ProfileLineActions } from "./profile-line-actions.tsx";
import { ProfileLineCards } from "./profile-line-cards.tsx";
import { ProfileLineDialog } from "./profile-line-dialog.tsx";
import { ProfileLinesTable } from "./profile-lines-table.tsx";

export type ProfileLinesSectionProps = {
  profile: ChargeProfileReply;
  /** The role writes billing setup: lines can be added, edited and removed. */
  canWrite: boolean;
};

export const EMPTY_PROFILE_TEXT = "No charge codes apply to this client yet.";
export const EMPTY_PROFILE_HINT = "Add one with 'Add line'.";

type Editing = { kind: "none" } | { kind: "new" } | { kind: "edit"; line: ChargeProfileLine };

/** A client's profile: the codes that apply to it with their negotiated rates and discounts, and their edits. */
export const ProfileLinesSection = ({ profile, canWrite }: ProfileLinesSectionProps) => {
  const isMobile = useIsMobile();
  const remove = useDeleteChargeProfileLine();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const close = () => setEditing({ kind: "none" });

  const handleRemove = async (line: ChargeProfileLine) => {
    const { confirmed } = await confirm({
      title: `Remove ${line.Code}?`,
      message: `${line.Description} will no longer be billed to ${profile.ClientName}. Invoices already made keep it.`,
      icon: "warning",
      yesLabel: "Remove",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      const reply = await remove.mutateAsync({ Id: line.Id });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
    } catch (error) {
      showErrorSnackbar(messageOf(error), 10_000);
    }
  };
  const renderActions = canWrite
    ? (line: ChargeProfileLine) => (
        <ProfileLineActions
          line={line}
          onEdit={(edited) => setEditing({ kind: "edit", line: edited })}
          onRemove={(removed) => void handleRemove(removed)}
        />
      )
    : undefined;
  const Lines = isMobile ? ProfileLineCards : ProfileLinesTable;

  return (
    <Box component="section" aria-label={`Charge profile of ${profile.ClientName}`}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", rowGap: 1, mb: 1.5 }}
      >
        <Typography variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
          {profile.ClientName}
          <Typography component="span" sx={{ color: "text.secondary", ml: 1 }}>
            billed in {profile.Currency}
          </Typography>
        </Typography>
        {canWrite && (
          <Button
            variant="contained"
            size="small"
            startIcon={<Add />}
            onClick={() => setEditing({ kind: "new" })}
          >
            Add line
          </Button>
        )}
      </Stack>
      {profile.Lines.length === 0 ? (
        <Alert severity="info">
          {EMPTY_PROFILE_TEXT}
          {canWrite ? ` ${EMPTY_PROFILE_HINT}` : ""}
        </Alert>
      ) : (
        <Lines lines={profile.Lines} {...(renderActions ? { renderActions } : {})} />
      )}
      {editing.kind !== "none" && (
        <ProfileLineDialog
          clientId={profile.ClientId}
          clientName={profile.ClientName}
          {...(editing.kind === "edit" ? { line: editing.line } : {})}
          onClose={close}
          onSaved={close}
        />
      )}
    </Box>
  );
};
