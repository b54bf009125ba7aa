import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Box, Tab, Tabs, Typography } from "@mui/material";
import {
  APPROVAL_TABS,
  ApprovalLabel,
  type ApprovalQueue,
  type ApprovalQueueRow,
  type ApprovalTab,
  type ReviewDecision,
} from "@fieldstead/domain";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { getApprovalQueue } from "../api/get-approval-queue.ts";
import { useDecideApproval } from "../hooks/use-decide-approval.ts";
import { approvalCard, approvalColumns } from "./approval-columns.tsx";
import { ApprovalDecisionDialog } from "./approval-decision-dialog.tsx";
import { taskPagePath } from "./approval-paths.ts";

const TAB_PARAM = "tab";
/** The tab in the address: ?tab=approved, ?tab=rejected; none for the awaiting steps. */
const TAB_KEYS: Readonly<Record<ApprovalTab, string>> = {
  [ApprovalLabel.AwaitingApproval]: "awaiting",
  [ApprovalLabel.Approved]: "approved",
  [ApprovalLabel.Rejected]: "rejected",
};

type QueueQuery = { Queue: ApprovalQueue; Tab: ApprovalTab };
type Picked = { row: ApprovalQueueRow; decision: ReviewDecision };

export type ApprovalQueuePageProps = {
  queue: ApprovalQueue;
  title: string;
  intro: string;
};

/**
 * One approval queue under its three tabs ('Awaiting Approval', 'Approved', 'Rejected'): a row opens its work
 * order; on the reviewer's awaiting tab each row can be approved or rejected where it stands.
 */
export const ApprovalQueuePage = ({ queue, title, intro }: ApprovalQueuePageProps) => {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const tab = APPROVAL_TABS.find((t) => TAB_KEYS[t] === asked) ?? ApprovalLabel.AwaitingApproval;
  const [reloads, setReloads] = useState(0);
  const decide = useDecideApproval(() => setReloads((n) => n + 1));
  // The picked row outlives the dialog's closing so its title does not change while it fades out.
  const [picked, setPicked] = useState<Picked | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const canDecide = queue === "Review" && tab === ApprovalLabel.AwaitingApproval;
  const columns = useMemo(
    () =>
      approvalColumns({
        tab,
        ...(canDecide
          ? {
              onDecide: (row: ApprovalQueueRow, decision: ReviewDecision) => {
                setPicked({ row, decision });
                setIsOpen(true);
              },
            }
          : {}),
      }),
    [tab, canDecide],
  );
  const card = useMemo(() => approvalCard(columns), [columns]);
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: title }]} />
      <PageHeading spacing={1}>{title}</PageHeading>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>{intro}</Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: ApprovalTab) =>
          setParams(next === ApprovalLabel.AwaitingApproval ? {} : { [TAB_PARAM]: TAB_KEYS[next] }, {
            replace: true,
          })
        }
        aria-label={`${title} by state`}
        sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
      >
        {APPROVAL_TABS.map((t) => (
          <Tab key={t} value={t} label={t} />
        ))}
      </Tabs>
      <DataGrid<ApprovalQueueRow, QueueQuery>
        // Each tab is a list of its own, with its own columns and saved views.
        key={tab}
        gridId={`${queue}Approvals.${TAB_KEYS[tab]}`}
        label={title}
        columns={columns}
        card={card}
        fetchPage={getApprovalQueue}
        extraQuery={{ Queue: queue, Tab: tab }}
        getRowId={(row) => String(row.Id)}
        onRowClick={(row) => navigate(taskPagePath(row.TaskId))}
        reloadKey={reloads}
      />
      <ApprovalDecisionDialog
        isOpen={isOpen}
        workOrderNumber={picked?.row.WorkOrderNumber ?? ""}
        decision={picked?.decision ?? "Approved"}
        isBusy={decide.isPending}
        onClose={() => setIsOpen(false)}
        onDecide={(comment) => {
          if (!picked) return;
          decide.mutate(
            { taskId: picked.row.TaskId, decision: picked.decision, comment },
            { onSettled: () => setIsOpen(false) },
          );
        }}
      />
    </Box>
  );
};
