import { useFieldArray, useFormContext } from "react-hook-form";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import { EMPTY_CONTACT, type LeaseFormValues } from "./lease-form.ts";
import { LeaseContactFields } from "./lease-contact-fields.tsx";

/** A new lease's contacts: none to start with, each added with 'Add contact' and removable. */
export const LeaseContactsFields = () => {
  const { control } = useFormContext<LeaseFormValues>();
  const contacts = useFieldArray({ control, name: "Contacts" });
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Contacts
      </Typography>
      {contacts.fields.map((contact, index) => (
        <Paper key={contact.id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1.5 }}>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>{`Contact ${index + 1}`}</Typography>
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteOutline />}
              onClick={() => contacts.remove(index)}
              aria-label={`Remove contact ${index + 1}`}
            >
              Remove
            </Button>
          </Stack>
          <LeaseContactFields prefix={`Contacts.${index}.`} idPrefix={`lease-contact-${index}`} />
        </Paper>
      ))}
      <Box>
        <Button variant="outlined" startIcon={<Add />} onClick={() => contacts.append({ ...EMPTY_CONTACT })}>
          Add contact
        </Button>
      </Box>
    </Stack>
  );
};
