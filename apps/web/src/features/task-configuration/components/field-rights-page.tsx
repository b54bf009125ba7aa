import { useState } from "react";
import {
  Alert,
  Box,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import {
  AccessRightType,
  fieldAccessLabel,
  ModuleId,
  type FieldAccessModeValue,
  type FieldRightRow,
} from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { messageOf } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useFieldRights, useSetFieldRight } from "../api/field-rights.ts";

/**
 * /FieldRights: what each role may do with each standard task field (portal-platform §4 access levels:
 * None / Read-only / Read-write / Accept / Reject / Reset / Complete).
 */
export const FieldRightsPage = () => {
  const [roleId, setRoleId] = useState<number | null>(null);
  const rights = useFieldRights(roleId);
  const set = useSetFieldRight();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { can } = useModuleAccess();
  const canEdit = can(ModuleId.Settings, ModuleId.Admin, AccessRightType.ReadWrite);
  const data = rights.data;

  const handleChange = (row: FieldRightRow, mode: FieldAccessModeValue) => {
    if (!data) return;
    setRefusal(null);
    set.mutate(
      { RoleId: data.RoleId, FieldId: row.FieldId, Mode: mode },
      {
        onSuccess: () =>
          showSnackbar({
            message: `${data.Role}: ${row.Label} is now ${fieldAccessLabel(mode)}.`,
            severity: "success",
            durationMs: 4_000,
          }),
        onError: (error) => setRefusal(messageOf(error)),
      },
    );
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Field Rights" }]} />
      <PageHeading spacing={1}>Field Rights</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What a role may do with each field of a task. Changes apply from the role's next call.
      </Typography>
      <PaperSection title="Task fields">
        {rights.error ? (
          <Alert severity="error">{rights.error.message}</Alert>
        ) : !data ? (
          <PageLoader />
        ) : (
          <>
            <TextField
              select
              id="field-rights-role"
              label="Role"
              size="small"
              value={data.RoleId}
              onChange={(event) => setRoleId(Number(event.target.value))}
              sx={{ minWidth: 260, mb: 2 }}
            >
              {data.Roles.map((r) => (
                <MenuItem key={r.RoleId} value={r.RoleId}>
                  {r.Role}
                </MenuItem>
              ))}
            </TextField>
            {!canEdit && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Your role may look at these rights but not change them.
              </Alert>
            )}
            {refusal && (
              <Alert severity="error" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
                {refusal}
              </Alert>
            )}
            <TableContainer>
              <Table size="small" aria-label={`Field rights of ${data.Role}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Field</TableCell>
                    <TableCell>Access</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.Fields.map((row) => (
                    <TableRow key={row.FieldId}>
                      <TableCell component="th" scope="row">
                        {row.Label}
                      </TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          label={`Access to ${row.Label}`}
                          value={row.Mode}
                          disabled={!canEdit || set.isPending}
                          onChange={(event) => handleChange(row, event.target.value as FieldAccessModeValue)}
                          sx={{ minWidth: 180 }}
                        >
                          {row.Modes.map((mode) => (
                            <MenuItem key={mode} value={mode}>
                              {fieldAccessLabel(mode)}
                            </MenuItem>
                          ))}
                        </TextField>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </PaperSection>
    </Box>
  );
};
