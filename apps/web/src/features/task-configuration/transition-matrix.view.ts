import {
  ALL_ACCESS_ROLE_ID,
  compareMovesByWorkflow,
  taskStatusLabel,
  type SetTransitionInput,
  type TransitionMatrix,
  type TransitionMatrixRow,
} from "@fieldstead/domain";

/** One transition of the matrix: its statuses and, per role id, whether its row is on. */
export type TransitionBlock = {
  key: string;
  FromStatusId: number;
  ToStatusId: number;
  fromLabel: string;
  toLabel: string;
  /** Role id → on; 'All Access' (RoleId 0) is on only when every role of the matrix is. */
  isEnabled: ReadonlyMap<number, boolean>;
};

const keyOf = (r: { FromStatusId: number; ToStatusId: number }) => `${r.FromStatusId}:${r.ToStatusId}`;

/** The roles of the matrix, without the synthetic 'All Access' one. */
export const realRoles = (matrix: TransitionMatrix) =>
  matrix.Roles.filter((r) => r.RoleId !== ALL_ACCESS_ROLE_ID);

/**
 * The matrix's transitions in the workflow's order (compareMovesByWorkflow). 'All Access' is worked out here from the role rows (a role
 * without a row counts as off), so a switch just turned shows the same rule the server applies.
 */
export const transitionBlocks = (matrix: TransitionMatrix): TransitionBlock[] => {
  const groups = new Map<string, TransitionMatrixRow[]>();
  for (const row of matrix.Rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  const roles = realRoles(matrix);
  const ordered = [...groups.entries()].sort(([, a], [, b]) => compareMovesByWorkflow(a[0]!, b[0]!));
  return ordered.map(([key, rows]) => {
    const first = rows[0]!;
    const isEnabled = new Map<number, boolean>();
    for (const role of roles)
      isEnabled.set(
        role.RoleId,
        rows.some((r) => r.RoleId === role.RoleId && r.IsEnabled),
      );
    isEnabled.set(ALL_ACCESS_ROLE_ID, roles.length > 0 && roles.every((r) => isEnabled.get(r.RoleId)));
    return {
      key,
      FromStatusId: first.FromStatusId,
      ToStatusId: first.ToStatusId,
      fromLabel: taskStatusLabel(first.FromStatusId),
      toLabel: taskStatusLabel(first.ToStatusId),
      isEnabled,
    };
  });
};

/** The transitions whose from- or to-status names hold the text (any case); all of them for no text. */
export const filterBlocks = (blocks: readonly TransitionBlock[], text: string): TransitionBlock[] => {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...blocks];
  return blocks.filter(
    (b) => b.fromLabel.toLowerCase().includes(wanted) || b.toLabel.toLowerCase().includes(wanted),
  );
};

/**
 * The matrix after one switch, as the server will answer it: a role's row takes the new state, 'All Access'
 * sets every role's row of the transition, and the 'All Access' rows follow the role rows.
 */
export const toggledMatrix = (matrix: TransitionMatrix, toggle: SetTransitionInput): TransitionMatrix => {
  const touched = keyOf(toggle);
  const switched = matrix.Rows.map((r) =>
    r.RoleId !== ALL_ACCESS_ROLE_ID &&
    keyOf(r) === touched &&
    (toggle.RoleId === ALL_ACCESS_ROLE_ID || r.RoleId === toggle.RoleId)
      ? { ...r, IsEnabled: toggle.IsEnabled }
      : r,
  );
  const rows = switched.map((r) => {
    if (r.RoleId !== ALL_ACCESS_ROLE_ID) return r;
    const group = switched.filter((x) => x.RoleId !== ALL_ACCESS_ROLE_ID && keyOf(x) === keyOf(r));
    return { ...r, IsEnabled: group.length > 0 && group.every((x) => x.IsEnabled) };
  });
  return { ...matrix, Rows: rows };
};
