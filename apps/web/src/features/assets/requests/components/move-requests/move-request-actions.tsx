import { useState } from "react";
import { RequestStep, type MoveRequestDetails, type RequestStepValue } from "@fieldstead/domain";
import { confirm, type ConfirmOptions } from "../../../../../lib/confirm.ts";
import { approveMoveRequest } from "../../api/approve-move-request.ts";
import { cancelMoveRequest } from "../../api/cancel-move-request.ts";
import { completeMoveRequest } from "../../api/complete-move-request.ts";
import { rejectMoveRequest } from "../../api/reject-move-request.ts";
import { MOVE_REQUESTS_KEY, WAREHOUSE_KEY } from "../../api/request-keys.ts";
import { useInvalidatingMutation } from "../../../../../lib/use-invalidating-mutation.ts";
import { ASSETS_KEY } from "../../../api/asset-keys.ts";
import { RejectRequestDialog } from "../reject-request-dialog.tsx";
import { reportStepDone, reportStepFailure } from "../request-feedback.ts";
import { RequestStepButtons, type RequestStepButton } from "../request-step-buttons.tsx";
import { tooltipOf } from "./request-asset-list.tsx";

const assetBullets = (request: MoveRequestDetails): ConfirmOptions["bullets"] => [
  {
    title: "Assets",
    items: request.Assets.map((a) => ({ label: `${a.AssetTag} ${a.Name}`, tooltip: tooltipOf(a) })),
  },
];

const plural = (n: number) => `${n} asset${n === 1 ? "" : "s"}`;

/** What each step asks before it is taken. */
const questionFor = (step: RequestStepValue, r: MoveRequestDetails, comment = ""): ConfirmOptions => {
  const common = {
    variant: "wide" as const,
    icon: "question" as const,
    bullets: assetBullets(r),
    noLabel: "No",
  };
  const route = `${plural(r.AssetCount)} from ${r.FromLocationName} to ${r.ToLocationName}`;
  switch (step) {
    case RequestStep.Approve:
      return {
        ...common,
        title: `Approve ${r.RequestNumber}?`,
        message: `The move of ${route} is approved. The assets stay where they are until the move is carried out.`,
        yesLabel: "Approve",
      };
    case RequestStep.Reject:
      return {
        ...common,
        icon: "warning",
        title: `Reject ${r.RequestNumber}?`,
        message: `The assets stay at ${r.FromLocationName}. Your comment: “${comment}”`,
        yesLabel: "Reject",
      };
    case RequestStep.Complete:
      return {
        ...common,
        title: `Carry out ${r.RequestNumber}?`,
        message: `${route[0]!.toUpperCase()}${route.slice(1)} move now; each asset's history records the move.`,
        yesLabel: "Carry out move",
      };
    default:
      return {
        ...common,
        icon: "warning",
        title: `Cancel ${r.RequestNumber}?`,
        message: `The request ends and its assets stay at ${r.FromLocationName}.`,
        yesLabel: "Cancel request",
        noLabel: "Keep it",
      };
  }
};

const BUTTONS: readonly RequestStepButton[] = [
  { step: RequestStep.Approve, label: "Approve", variant: "contained" },
  { step: RequestStep.Reject, label: "Reject", variant: "outlined", color: "error" },
  { step: RequestStep.Complete, label: "Carry out move", variant: "contained" },
  { step: RequestStep.Cancel, label: "Cancel request", variant: "outlined" },
];

export type MoveRequestActionsProps = { request: MoveRequestDetails };

/** The steps the caller may take on the request now, each confirmed first. */
export const MoveRequestActions = ({ request }: MoveRequestActionsProps) => {
  const keys = [MOVE_REQUESTS_KEY, WAREHOUSE_KEY, ASSETS_KEY] as const;
  const approve = useInvalidatingMutation(approveMoveRequest, keys);
  const reject = useInvalidatingMutation(rejectMoveRequest, keys);
  const complete = useInvalidatingMutation(completeMoveRequest, keys);
  const cancel = useInvalidatingMutation(cancelMoveRequest, keys);
  const [isRejecting, setIsRejecting] = useState(false);
  const isBusy = approve.isPending || reject.isPending || complete.isPending || cancel.isPending;

  const run = async (step: RequestStepValue, comment?: string) => {
    const { confirmed } = await confirm(questionFor(step, request, comment));
    if (!confirmed) return;
    const body = { Id: request.Id };
    try {
      const reply =
        step === RequestStep.Approve
          ? await approve.mutateAsync(body)
          : step === RequestStep.Reject
            ? await reject.mutateAsync({ ...body, Comment: comment ?? "" })
            : step === RequestStep.Complete
              ? await complete.mutateAsync(body)
              : await cancel.mutateAsync(body);
      setIsRejecting(false);
      reportStepDone(reply.StatusMessage);
    } catch (error) {
      reportStepFailure(error);
    }
  };

  return (
    <>
      <RequestStepButtons
        buttons={BUTTONS}
        steps={request.Steps}
        isBusy={isBusy}
        onStep={(step) => (step === RequestStep.Reject ? setIsRejecting(true) : void run(step))}
      />
      <RejectRequestDialog
        isOpen={isRejecting}
        requestNumber={request.RequestNumber}
        isBusy={reject.isPending}
        onReject={(comment) => void run(RequestStep.Reject, comment)}
        onClose={() => setIsRejecting(false)}
      />
    </>
  );
};
