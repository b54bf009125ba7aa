import { useParams, useSearchParams } from "react-router";
import { Box, Chip, Stack, Tab, Tabs } from "@mui/material";
import { ExportKind } from "@fieldstead/domain";
import { ExportFileButton } from "../../exports/index.ts";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { FactList, type Fact } from "../../../components/ui/fact-list.tsx";
import { HistoryList } from "../../../components/ui/history-list.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { RecordNotFound } from "../../../components/ui/record-not-found.tsx";
import { formatDateCell } from "../../../components/grid/grid-format.ts";
import { idFromPath } from "../../../lib/path-id.ts";
import { projectHistorySource } from "../api/get-project-history.ts";
import { useProject } from "../api/get-project.ts";
import { ProjectActions } from "./project-actions.tsx";
import { ProjectPeople } from "./project-people.tsx";
import { ProjectPlan } from "./project-plan.tsx";
import { PROJECTS_ENTRY } from "./project-paths.ts";
import { ProjectProgress } from "./project-progress.tsx";
import { ProjectTasks } from "./project-tasks.tsx";

const TAB_PARAM = "tab";
type ProjectTab = "overview" | "plan" | "people";
const TAB_LABELS: Readonly<Record<ProjectTab, string>> = {
  overview: "Overview",
  plan: "Plan",
  people: "People",
};
const TABS = Object.keys(TAB_LABELS) as ProjectTab[];

/**
 * /ProjectManagement/projectDetails/{id}: a project, its progress, its tasks and its history; its plan (the
 * tasks on a timeline) and its people in tabs of their own (?tab=plan, ?tab=people).
 */
export const ProjectDetailPage = () => {
  const id = idFromPath(useParams().projectId);
  const query = useProject(id);
  const [params, setParams] = useSearchParams();
  const tab: ProjectTab = TABS.find((t) => t === params.get(TAB_PARAM)) ?? "overview";
  if (id !== null && query.isPending) return <PageLoader />;
  if (id === null || query.isError || !query.data)
    return (
      <RecordNotFound trail={[PROJECTS_ENTRY]} noun="project" error={id === null ? null : query.error} />
    );
  const project = query.data;
  const facts: Fact[] = [
    ["Code", project.Code],
    ["Status", project.Status],
    ["Location", project.LocationName ?? "—"],
    ["Manager", project.ManagerName ?? "—"],
    ["Start date", formatDateCell(project.StartDate) || "—"],
    ["End date", formatDateCell(project.EndDate) || "—"],
  ];
  if (project.Description) facts.push(["Description", project.Description]);
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[PROJECTS_ENTRY, { kind: "text", label: project.Code }]} />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        useFlexGap
        sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "center" }, mb: 3 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <PageHeading>{project.Name}</PageHeading>
          {project.Archived && <Chip label="Archived" />}
        </Stack>
        <Stack direction="row" spacing={1}>
          <ExportFileButton
            kind={ExportKind.ProjectPlan}
            query={{ ProjectId: project.Id }}
            label="Export plan"
            total={project.TaskCount}
          />
          <ProjectActions project={project} />
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, next: ProjectTab) =>
          setParams(next === "overview" ? {} : { [TAB_PARAM]: next }, { replace: true })
        }
        aria-label="Project sections"
        sx={{ borderBottom: 1, borderColor: "divider", mb: 2.5 }}
      >
        {TABS.map((t) => (
          <Tab key={t} value={t} label={TAB_LABELS[t]} />
        ))}
      </Tabs>
      {tab === "plan" && <ProjectPlan projectId={project.Id} />}
      {tab === "people" && <ProjectPeople project={project} />}
      {tab === "overview" && (
        <Stack spacing={3}>
          <PaperSection title="Progress" titleSpacing={1.5}>
            <ProjectProgress
              done={project.DoneCount}
              total={project.TaskCount}
              bucket={project.ProgressBucket}
            />
          </PaperSection>
          <PaperSection title="Project" titleSpacing={1.5}>
            <FactList columns={3} spacing={2} facts={facts} />
          </PaperSection>
          <PaperSection title={`Tasks (${project.TaskCount})`} titleSpacing={1.5}>
            <ProjectTasks projectId={project.Id} />
          </PaperSection>
          <PaperSection title="History" titleSpacing={1.5}>
            <HistoryList source={projectHistorySource(project.Id)} layout="rows" />
          </PaperSection>
        </Stack>
      )}
    </Box>
  );
};
