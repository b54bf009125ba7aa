import { useState } from "react";
import {
  Alert,
  Button,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import Delete from "@mui/icons-material/Delete";
import PersonAdd from "@mui/icons-material/PersonAdd";
import {
  ModuleId,
  PROJECT_PERSONAS,
  ProjectPersona,
  type ProjectDetail,
  type ProjectManagerOption,
  type ProjectPersonaRow,
  type ProjectPersonaValue,
} from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../components/ui/async-autocomplete.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { confirm } from "../../../lib/confirm.ts";
import { messageOf } from "../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../lib/snackbar.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useProjectPersonas } from "../api/get-project-personas.ts";
import { searchProjectManagers } from "../api/search-project-pickers.ts";
import { useAddProjectPersona, useRemoveProjectPersona } from "../api/write-project-personas.ts";

const DONE_MS = 5_000;
const ERROR_MS = 10_000;

export type ProjectPeopleProps = { project: ProjectDetail };

/** The People tab: who plays which part in the project; Edit Project adds and removes them (not while archived). */
export const ProjectPeople = ({ project }: ProjectPeopleProps) => {
  const personas = useProjectPersonas(project.Id);
  const { can } = useModuleAccess();
  const canEdit = can(ModuleId.ProjectEdit, ModuleId.Projects) && !project.Archived;
  const add = useAddProjectPersona();
  const remove = useRemoveProjectPersona();
  const [person, setPerson] = useState<ProjectManagerOption | null>(null);
  const [persona, setPersona] = useState<ProjectPersonaValue>(ProjectPersona.ProjectManager);

  const handleAdd = async () => {
    if (!person) return;
    try {
      const reply = await add.mutateAsync({ ProjectId: project.Id, EmployeeId: person.Id, Persona: persona });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: DONE_MS });
      setPerson(null);
    } catch (error) {
      showErrorSnackbar(messageOf(error), ERROR_MS);
    }
  };
  const handleRemove = async (row: ProjectPersonaRow) => {
    const { confirmed } = await confirm({
      title: `Remove ${row.EmployeeName}?`,
      message: `${row.EmployeeName} will no longer be ${row.Persona} of ${project.Name}.`,
      yesLabel: "Remove",
    });
    if (!confirmed) return;
    try {
      const reply = await remove.mutateAsync({ ProjectId: project.Id, Id: row.Id });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: DONE_MS });
    } catch (error) {
      showErrorSnackbar(messageOf(error), ERROR_MS);
    }
  };

  if (personas.isPending) return <PageLoader />;
  if (personas.isError)
    return (
      <Alert severity="error" role="alert">
        The people of this project could not be loaded: {messageOf(personas.error)}
      </Alert>
    );
  const rows = personas.data;
  return (
    <Stack spacing={2.5}>
      {canEdit && (
        <Stack
          direction={{ xs: "column", md: "row" }}
          useFlexGap
          sx={{ gap: 1.5, alignItems: { md: "flex-start" } }}
        >
          <Stack sx={{ flex: 2, minWidth: 0 }}>
            <AsyncAutocomplete<ProjectManagerOption>
              label="Person"
              queryKey={["projects", "people-picker"]}
              fetchOptions={searchProjectManagers}
              value={person}
              onChange={setPerson}
              getOptionLabel={(o) => o.Name}
              getOptionKey={(o) => o.Id}
              renderDetail={(o) => o.Email}
            />
          </Stack>
          <TextField
            select
            label="Part"
            value={persona}
            onChange={(event) => setPersona(event.target.value as ProjectPersonaValue)}
            sx={{ flex: 1, minWidth: 200 }}
          >
            {PROJECT_PERSONAS.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<PersonAdd />}
            onClick={() => void handleAdd()}
            disabled={!person || add.isPending}
            sx={{ height: 56 }}
          >
            Add
          </Button>
        </Stack>
      )}
      {rows.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>Nobody has a part in this project yet.</Typography>
      ) : (
        <Table size="small" aria-label="People of the project">
          <TableHead>
            <TableRow>
              <TableCell>Part</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>E-mail</TableCell>
              {canEdit && <TableCell align="right">Remove</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.Id}>
                <TableCell>{row.Persona}</TableCell>
                <TableCell>{row.EmployeeName}</TableCell>
                <TableCell sx={{ overflowWrap: "anywhere" }}>{row.Email}</TableCell>
                {canEdit && (
                  <TableCell align="right">
                    <Tooltip title="Remove">
                      <IconButton
                        aria-label={`Remove ${row.EmployeeName} as ${row.Persona}`}
                        onClick={() => void handleRemove(row)}
                        disabled={remove.isPending}
                      >
                        <Delete />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
};
