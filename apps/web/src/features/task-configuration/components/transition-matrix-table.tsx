import {
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { ALL_ACCESS_ROLE_ID, ALL_ACCESS_ROLE_NAME } from "@fieldstead/domain";
import type { TransitionBlock } from "../transition-matrix.view.ts";

export type TransitionMatrixTableProps = {
  blocks: readonly TransitionBlock[];
  roles: readonly { RoleId: number; Role: string }[];
  /** Whether the signed-in role may change the rules (read-write on Settings). */
  canEdit: boolean;
  onToggle: (block: TransitionBlock, roleId: number, isEnabled: boolean) => void;
};

/** One row per transition "From → To", one column of switches per role, 'All Access' first. */
export const TransitionMatrixTable = ({ blocks, roles, canEdit, onToggle }: TransitionMatrixTableProps) => {
  const columns = [{ RoleId: ALL_ACCESS_ROLE_ID, Role: ALL_ACCESS_ROLE_NAME }, ...roles];
  return (
    <TableContainer sx={{ maxHeight: "70vh" }}>
      <Table stickyHeader size="small" aria-label="Transition rules">
        <TableHead>
          <TableRow>
            <TableCell>Transition</TableCell>
            {columns.map((c) => (
              <TableCell
                key={c.RoleId}
                align="center"
                sx={c.RoleId === ALL_ACCESS_ROLE_ID ? { fontWeight: 700 } : undefined}
              >
                {c.Role}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {blocks.map((block) => {
            const name = `${block.fromLabel} → ${block.toLabel}`;
            return (
              <TableRow key={block.key} hover>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ whiteSpace: "nowrap" }}>
                    {name}
                  </Typography>
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.RoleId} align="center">
                    <Switch
                      size="small"
                      checked={block.isEnabled.get(c.RoleId) ?? false}
                      disabled={!canEdit}
                      onChange={(event) => onToggle(block, c.RoleId, event.target.checked)}
                      slotProps={{ input: { "aria-label": `${c.Role}: ${name}` } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
