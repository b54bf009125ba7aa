import { Link as RouterLink } from "react-router";
import {
  Alert,
  Box,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  Stack,
  Typography,
} from "@mui/material";
import SubdirectoryArrowRightIcon from "@mui/icons-material/SubdirectoryArrowRight";
import type { TaskHierarchyNode } from "@fieldstead/domain";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { messageOf } from "../../../../lib/form-errors.ts";
import { useTaskHierarchy } from "../api/get-task-hierarchy.ts";
import { taskDetailPath } from "../../components/task-paths.ts";
import { TaskStatusChip } from "../../status/components/task-status-chip.tsx";

export type TaskHierarchyTabProps = { taskId: number };

/** How far each level of the tree is indented (theme spacing units). */
const INDENT = 3;

const subTasks = (count: number) => (count === 1 ? "1 sub-task" : `${count} sub-tasks`);

const NodeLine = ({ node, isCurrent }: { node: TaskHierarchyNode; isCurrent: boolean }) => (
  <Stack direction="row" useFlexGap sx={{ gap: 1.5, alignItems: "center", flexWrap: "wrap", minWidth: 0 }}>
    <Typography component="span" sx={{ fontWeight: isCurrent ? 700 : 500, whiteSpace: "nowrap" }}>
      {node.WorkOrderNumber}
    </Typography>
    <Typography component="span" sx={{ overflowWrap: "anywhere" }}>
      {node.Summary}
    </Typography>
    <TaskStatusChip statusId={node.StatusId} />
    {node.ChildCount > 0 && (
      <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
        {subTasks(node.ChildCount)}
      </Typography>
    )}
    {isCurrent && (
      <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
        (this work order)
      </Typography>
    )}
  </Stack>
);

/** One row of the tree at its depth: a link to the task, or the task itself, not a link. */
const TreeRow = ({
  node,
  depth,
  isCurrent = false,
}: {
  node: TaskHierarchyNode;
  depth: number;
  isCurrent?: boolean;
}) => {
  const indent = { pl: 1 + depth * INDENT };
  const marker = depth > 0 && (
    <SubdirectoryArrowRightIcon fontSize="small" sx={{ color: "text.disabled", mr: 1 }} />
  );
  return isCurrent ? (
    <ListItem sx={{ ...indent, bgcolor: "action.selected", borderRadius: 1 }} aria-current="page">
      {marker}
      <NodeLine node={node} isCurrent />
    </ListItem>
  ) : (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={taskDetailPath(node.Id)} sx={{ ...indent, borderRadius: 1 }}>
        {marker}
        <NodeLine node={node} isCurrent={false} />
      </ListItemButton>
    </ListItem>
  );
};

/** The work orders above this one up to the top, this one, and its direct sub-tasks, as a tree. */
export const TaskHierarchyTab = ({ taskId }: TaskHierarchyTabProps) => {
  const hierarchy = useTaskHierarchy(taskId);
  if (hierarchy.isPending) return <CircularProgress aria-label="Loading the hierarchy" />;
  if (hierarchy.isError) return <Alert severity="error">{messageOf(hierarchy.error)}</Alert>;
  const { Ancestors, Task, Children } = hierarchy.data;
  const depth = Ancestors.length;
  return (
    <PaperSection title="Hierarchy">
      <List dense aria-label="Hierarchy" disablePadding>
        {Ancestors.map((node, index) => (
          <TreeRow key={node.Id} node={node} depth={index} />
        ))}
        <TreeRow node={Task} depth={depth} isCurrent />
        {Children.map((node) => (
          <TreeRow key={node.Id} node={node} depth={depth + 1} />
        ))}
      </List>
      {Ancestors.length === 0 && Children.length === 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            This work order has no parent and no sub-tasks.
          </Typography>
        </Box>
      )}
    </PaperSection>
  );
};
