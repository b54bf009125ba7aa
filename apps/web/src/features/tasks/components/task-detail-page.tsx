import { useParams, useSearchParams } from "react-router";
import { Box, Stack, Tab, Tabs, Typography } from "@mui/material";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { HistoryList } from "../../../components/ui/history-list.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { RecordNotFound } from "../../../components/ui/record-not-found.tsx";
import { idFromPath } from "../../../lib/path-id.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useTaskDetail } from "../api/get-task.ts";
import { taskHistorySource } from "../api/get-task-history.ts";
import { TaskFacts } from "./task-facts.tsx";
import { TaskMoveButtons } from "../status/components/task-move-buttons.tsx";
import { TaskRecordActions } from "./task-record-actions.tsx";
import { TaskReviewPanel } from "../review/components/task-review-panel.tsx";
import { TASKS_ENTRY } from "./task-paths.ts";
import { TaskStatusChip } from "../status/components/task-status-chip.tsx";
import { RecordGallery } from "../../documents/index.ts";
import { TaskHierarchyTab } from "../links/components/task-hierarchy-tab.tsx";
import { TaskLinksTab } from "../links/components/task-links-tab.tsx";
import { TaskShareButton } from "../links/components/task-share-button.tsx";
import { TaskTimelineTab } from "../links/components/task-timeline-tab.tsx";

const TAB_PARAM = "tab";
type TaskTab = "details" | "gallery" | "links" | "hierarchy" | "timeline" | "history";
const TAB_LABELS: Readonly<Record<TaskTab, string>> = {
  details: "Details",
  gallery: "Gallery",
  links: "Links",
  hierarchy: "Hierarchy",
  timeline: "Timeline",
  history: "History",
};

/**
 * /TaskOperations/details/{id}: one task or work order, the status moves the caller may make, its pictures and
 * documents, and its history (each tab shown with its module).
 */
export const TaskDetailPage = () => {
  const id = idFromPath(useParams().taskId);
  const task = useTaskDetail(id);
  const { can, isLoading: isAccessLoading } = useModuleAccess();
  const [params, setParams] = useSearchParams();
  const shown: TaskTab[] = [
    "details",
    ...(can(ModuleId.TaskGallery, ModuleId.TaskOperations, AccessRightType.ReadOnly)
      ? ["gallery" as const]
      : []),
    ...(can(ModuleId.TaskView, ModuleId.TaskOperations, AccessRightType.ReadOnly) ? ["links" as const] : []),
    ...(can(ModuleId.TaskHierarchy, ModuleId.TaskOperations, AccessRightType.ReadOnly)
      ? ["hierarchy" as const]
      : []),
    ...(can(ModuleId.TaskTimeline, ModuleId.TaskOperations, AccessRightType.ReadOnly)
      ? ["timeline" as const]
      : []),
    ...(can(ModuleId.TaskHistory, ModuleId.TaskOperations, AccessRightType.ReadOnly)
      ? ["history" as const]
      : []),
  ];
  const asked = params.get(TAB_PARAM);
  const tab: TaskTab = shown.find((t) => t === asked) ?? "details";

  if (id !== null && (task.isPending || isAccessLoading)) return <PageLoader />;
  if (id === null || task.isError || !task.data)
    return <RecordNotFound trail={[TASKS_ENTRY]} noun="task" error={id === null ? null : task.error} />;
  const data = task.data;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[TASKS_ENTRY, { kind: "text", label: data.WorkOrderNumber }]} />
      <Stack
        direction={{ xs: "column", md: "row" }}
        useFlexGap
        sx={{ gap: 2, justifyContent: "space-between", alignItems: { md: "center" }, mb: 2.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" useFlexGap sx={{ gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
            <PageHeading>{data.WorkOrderNumber}</PageHeading>
            <TaskStatusChip statusId={data.StatusId} size="medium" />
          </Stack>
          <Typography variant="h6" component="p" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
            {data.Summary}
          </Typography>
        </Box>
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: "wrap", alignItems: "center" }}>
          <TaskShareButton task={data} />
          <TaskRecordActions task={data} />
          <TaskMoveButtons task={data} />
        </Stack>
      </Stack>
      {shown.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_event, next: TaskTab) =>
            setParams(next === "details" ? {} : { [TAB_PARAM]: next }, { replace: true })
          }
          aria-label="Task sections"
          sx={{ borderBottom: 1, borderColor: "divider", mb: 2.5 }}
        >
          {shown.map((t) => (
            <Tab key={t} value={t} label={TAB_LABELS[t]} />
          ))}
        </Tabs>
      )}
      {tab === "details" && <TaskFacts task={data} />}
      {tab === "details" && <TaskReviewPanel task={data} />}
      {tab === "gallery" && <RecordGallery entityType="task" entityId={data.Id} />}
      {tab === "links" && <TaskLinksTab taskId={data.Id} workOrderNumber={data.WorkOrderNumber} />}
      {tab === "hierarchy" && <TaskHierarchyTab taskId={data.Id} />}
      {tab === "timeline" && <TaskTimelineTab taskId={data.Id} />}
      {tab === "history" && <HistoryList source={taskHistorySource(data.Id)} layout="cards" />}
    </Box>
  );
};
