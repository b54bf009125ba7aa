import { useState } from "react";
import { Box, Button, IconButton, List, ListItem, Stack, Tooltip, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import type { LeaseContact, LeaseDetail } from "@fieldstead/domain";
import { PaperSection } from "../../../../../components/ui/paper-section.tsx";
import { confirm } from "../../../../../lib/confirm.ts";
import { messageOf } from "../../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useDeleteLeaseContact } from "../../../api/lease-contacts.ts";
import { LeaseContactDialog } from "./lease-contact-dialog.tsx";

export type LeaseContactsSectionProps = { lease: LeaseDetail; canEdit: boolean };

const detailsOf = (c: LeaseContact): string =>
  [c.Role, c.Department, c.PhoneNumber, c.Email].filter(Boolean).join(" · ");

/** The lease's contacts, each with its role, department, phone and e-mail; added, changed and removed here. */
export const LeaseContactsSection = ({ lease, canEdit }: LeaseContactsSectionProps) => {
  const remove = useDeleteLeaseContact();
  const [editing, setEditing] = useState<LeaseContact | "new" | null>(null);

  const handleRemove = async (contact: LeaseContact) => {
    const { confirmed } = await confirm({
      title: `Remove ${contact.FullName}?`,
      message: `${contact.FullName} will no longer be a contact of ${lease.LeaseNumber}.`,
      icon: "warning",
      yesLabel: "Remove",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ LeaseId: lease.Id, Id: contact.Id });
      showSnackbar({ message: "The contact was removed.", severity: "success", durationMs: 5_000 });
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };

  return (
    <PaperSection title="Contacts" titleSpacing={1}>
      {lease.Contacts.length === 0 ? (
        <Typography sx={{ color: "text.secondary", py: 1 }}>The lease has no contacts yet.</Typography>
      ) : (
        <List aria-label="Contacts" disablePadding>
          {lease.Contacts.map((contact) => (
            <ListItem key={contact.Id} disableGutters divider sx={{ gap: 1, alignItems: "flex-start" }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{contact.FullName}</Typography>
                <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
                  {detailsOf(contact)}
                </Typography>
              </Box>
              {canEdit && (
                <Stack direction="row" sx={{ flexShrink: 0 }}>
                  <Tooltip title="Edit contact">
                    <IconButton aria-label={`Edit ${contact.FullName}`} onClick={() => setEditing(contact)}>
                      <EditOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Remove contact">
                    <IconButton
                      aria-label={`Remove ${contact.FullName}`}
                      onClick={() => void handleRemove(contact)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && (
        <Button sx={{ mt: 1.5 }} variant="outlined" startIcon={<Add />} onClick={() => setEditing("new")}>
          Add contact
        </Button>
      )}
      {editing && (
        <LeaseContactDialog
          leaseId={lease.Id}
          {...(editing === "new" ? {} : { contact: editing })}
          onClose={() => setEditing(null)}
        />
      )}
    </PaperSection>
  );
};
