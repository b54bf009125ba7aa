import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import { AccessRightType, ModuleId, USER_LIST_PAGE_SIZE, UserFilterType } from "@fieldstead/domain";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { SCREEN_READER_ONLY_SX } from "../../../components/ui/screen-reader-only.ts";
import { ApiError } from "../../../lib/http.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useSession } from "../../auth/index.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { AddUserDialog, ImportUsersDialog } from "../../identity/index.ts";
import { USERS_KEY } from "../api/admin-keys.ts";
import { useRoles } from "../api/get-roles.ts";
import { useUserList } from "../api/get-user-list.ts";
import { useUserActions } from "../hooks/use-user-actions.ts";
import { UserFilters, type UserStateFilter } from "./user-filters.tsx";
import { UserRow } from "./user-row.tsx";

/** How long the search box waits for typing to stop before it asks the server. */
export const USER_SEARCH_DELAY_MS = 300;
const COLUMNS = ["Name", "E-mail", "Role", "State", "Last sign-in", "Enabled", "Actions"];

/** /userAdministration: the organisation's users, searchable, with each user's role and state to change. */
export const UserAdministrationPage = () => {
  const { user: me } = useSession();
  const { can } = useModuleAccess();
  const canEdit = can(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadWrite);
  const [text, setText] = useState("");
  const [state, setState] = useState<UserStateFilter>(UserFilterType.All);
  const [roleId, setRoleId] = useState(0);
  const [page, setPage] = useState(0);
  const searchQuery = useDebouncedValue(text.trim(), USER_SEARCH_DELAY_MS);
  const users = useUserList({
    PageNumber: page + 1,
    PageSize: USER_LIST_PAGE_SIZE,
    Filters: {
      FilterTypeId: state,
      ...(searchQuery ? { SearchQuery: searchQuery } : {}),
      ...(roleId ? { RoleId: roleId } : {}),
    },
  });
  const roles = useRoles();
  const actions = useUserActions();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<"add" | "import" | null>(null);
  const handleInvited = () => void queryClient.invalidateQueries({ queryKey: USERS_KEY });
  const isFiltered = Boolean(searchQuery) || state !== UserFilterType.All || roleId !== 0;
  // Any change of filter starts again from the first page.
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { md: "flex-end" } }}
      >
        <Box>
          <PageHeading>User Administration</PageHeading>
          <Typography sx={{ color: "text.secondary" }}>
            The people of your organisation: their role and whether they can sign in.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
          <Button component={RouterLink} to="/InternalTooling">
            Mail outbox
          </Button>
          {canEdit && (
            <>
              <Button variant="outlined" onClick={() => setDialog("import")}>
                Import users
              </Button>
              <Button variant="contained" onClick={() => setDialog("add")}>
                Add user
              </Button>
            </>
          )}
        </Stack>
      </Stack>
      <UserFilters
        text={text}
        state={state}
        roleId={roleId}
        roles={roles.data ?? []}
        onTextChange={refilter(setText)}
        onStateChange={refilter(setState)}
        onRoleChange={refilter(setRoleId)}
      />
      {users.isError && !(users.error instanceof ApiError && users.error.code === "OFFLINE") && (
        <Alert severity="error">The users could not be loaded: {users.error.message}</Alert>
      )}
      {users.isPending && <PageLoader message="Loading users..." />}
      {users.data && (
        <Paper variant="outlined">
          {users.isFetching && users.isPlaceholderData && <LinearProgress aria-label="Updating the list" />}
          <TableContainer>
            <Table size="small" aria-label="Users">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell
                      key={c}
                      align={c === "Enabled" ? "center" : c === "Actions" ? "right" : "left"}
                    >
                      {c === "Actions" ? (
                        <Box component="span" sx={SCREEN_READER_ONLY_SX}>
                          {c}
                        </Box>
                      ) : (
                        c
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data.Users.map((u) => (
                  <UserRow
                    key={u.EmployeeId}
                    user={u}
                    roles={roles.data ?? []}
                    isSelf={u.EmployeeId === me?.EmployeeId}
                    canEdit={canEdit}
                    isBusy={actions.busyId === u.EmployeeId}
                    onRoleChange={(target, role) => void actions.changeRole(target, role)}
                    onEnabledChange={(target, isEnabled) => void actions.setEnabled(target, isEnabled)}
                    onResendInvitation={(target) => void actions.resendInvitation(target)}
                    onSendResetLink={(target) => void actions.sendResetLink(target)}
                    onTurnOffAuthenticator={(target) => void actions.turnOffAuthenticator(target)}
                  />
                ))}
                {users.data.Users.length === 0 && (
                  <TableRow>
                    <TableCell
                      colSpan={COLUMNS.length}
                      sx={{ py: 6, textAlign: "center", color: "text.secondary" }}
                    >
                      {isFiltered ? "No users match these filters." : "No users yet."}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {users.data.TotalCount > USER_LIST_PAGE_SIZE && (
            <TablePagination
              component="div"
              count={users.data.TotalCount}
              page={page}
              rowsPerPage={USER_LIST_PAGE_SIZE}
              rowsPerPageOptions={[USER_LIST_PAGE_SIZE]}
              onPageChange={(_event, next) => setPage(next)}
            />
          )}
        </Paper>
      )}
      {dialog === "add" && (
        <AddUserDialog roles={roles.data ?? []} onClose={() => setDialog(null)} onInvited={handleInvited} />
      )}
      {dialog === "import" && (
        <ImportUsersDialog onClose={() => setDialog(null)} onImported={handleInvited} />
      )}
    </Stack>
  );
};
