import { useState } from "react";
import { useNavigate } from "react-router";
import { RequestStep, type MaterialRequestDetails } from "@fieldstead/domain";
import { confirm } from "../../../../../lib/confirm.ts";
import { ApiError } from "../../../../../lib/http.ts";
import { approveMaterialRequest } from "../../api/approve-material-request.ts";
import { deleteMaterialRequest } from "../../api/delete-material-request.ts";
import { fulfilMaterialRequest } from "../../api/fulfil-material-request.ts";
import { rejectMaterialRequest } from "../../api/reject-material-request.ts";
import { MATERIAL_REQUESTS_KEY, WAREHOUSE_KEY } from "../../api/request-keys.ts";
import { useInvalidatingMutation } from "../../../../../lib/use-invalidating-mutation.ts";
import { ASSETS_KEY } from "../../../api/asset-keys.ts";
import { RejectRequestDialog } from "../reject-request-dialog.tsx";
import { reportStepDone, reportStepFailure } from "../request-feedback.ts";
import { MATERIAL_REQUESTS_PATH } from "../request-paths.ts";
import { RequestStepButtons, type RequestStepButton } from "../request-step-buttons.tsx";
import { FulfilMaterialRequestDialog } from "./fulfil-material-request-dialog.tsx";

const BUTTONS: readonly RequestStepButton[] = [
  { step: RequestStep.Approve, label: "Approve", variant: "contained" },
  { step: RequestStep.Reject, label: "Reject", variant: "outlined", color: "error" },
  { step: RequestStep.Fulfil, label: "Fulfil", variant: "contained" },
  { step: RequestStep.Delete, label: "Delete", variant: "outlined", color: "error" },
];

export type MaterialRequestActionsProps = { request: MaterialRequestDetails };

/** The steps the caller may take on the material request now, each confirmed first. */
export const MaterialRequestActions = ({ request }: MaterialRequestActionsProps) => {
  const navigate = useNavigate();
  const keys = [MATERIAL_REQUESTS_KEY, WAREHOUSE_KEY, ASSETS_KEY] as const;
  const approve = useInvalidatingMutation(approveMaterialRequest, keys);
  const reject = useInvalidatingMutation(rejectMaterialRequest, keys);
  const fulfil = useInvalidatingMutation(fulfilMaterialRequest, keys);
  const remove = useInvalidatingMutation(deleteMaterialRequest, [MATERIAL_REQUESTS_KEY]);
  const [dialog, setDialog] = useState<"reject" | "fulfil" | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const isBusy = approve.isPending || reject.isPending || fulfil.isPending || remove.isPending;
  const units = request.Items.reduce((sum, i) => sum + i.Quantity, 0);
  const bullets = [
    {
      title: "Parts",
      items: request.Items.map((i) => ({ label: `${i.Quantity} × ${i.PartNumber} ${i.PartName}` })),
    },
  ];

  const handleApprove = async () => {
    const { confirmed } = await confirm({
      variant: "wide",
      icon: "question",
      title: `Approve ${request.RequestNumber}?`,
      message: `${units} units for ${request.LocationName} are approved; they are issued when the request is fulfilled.`,
      bullets,
      yesLabel: "Approve",
      noLabel: "No",
    });
    if (confirmed)
      await approve
        .mutateAsync({ Id: request.Id })
        .then((r) => reportStepDone(r.StatusMessage), reportStepFailure);
  };

  const handleReject = async (comment: string) => {
    const { confirmed } = await confirm({
      icon: "warning",
      title: `Reject ${request.RequestNumber}?`,
      message: `Nothing is issued. Your comment: “${comment}”`,
      yesLabel: "Reject",
      noLabel: "No",
    });
    if (!confirmed) return;
    await reject.mutateAsync({ Id: request.Id, Comment: comment }).then((r) => {
      setDialog(null);
      reportStepDone(r.StatusMessage);
    }, reportStepFailure);
  };

  const handleFulfil = async (warehouseId: number) => {
    const { confirmed } = await confirm({
      variant: "wide",
      icon: "question",
      title: `Fulfil ${request.RequestNumber}?`,
      message: `${units} units leave the warehouse for ${request.LocationName} now.`,
      bullets,
      yesLabel: "Fulfil",
      noLabel: "No",
    });
    if (!confirmed) return;
    setProblems([]);
    try {
      const reply = await fulfil.mutateAsync({ Id: request.Id, WarehouseId: warehouseId });
      setDialog(null);
      reportStepDone(reply.StatusMessage);
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0)
        setProblems(error.fields.map((f) => f.message));
      else reportStepFailure(error);
    }
  };

  const handleDelete = async () => {
    const { confirmed } = await confirm({
      icon: "warning",
      title: `Delete ${request.RequestNumber}?`,
      message: "The request is removed; its history is kept.",
      yesLabel: "Delete",
      noLabel: "No",
    });
    if (!confirmed) return;
    await remove.mutateAsync({ Id: request.Id }).then((r) => {
      reportStepDone(r.StatusMessage);
      navigate(MATERIAL_REQUESTS_PATH);
    }, reportStepFailure);
  };

  const handlers: Record<string, () => void> = {
    [RequestStep.Approve]: () => void handleApprove(),
    [RequestStep.Reject]: () => setDialog("reject"),
    [RequestStep.Fulfil]: () => {
      setProblems([]);
      setDialog("fulfil");
    },
    [RequestStep.Delete]: () => void handleDelete(),
  };
  return (
    <>
      <RequestStepButtons
        buttons={BUTTONS}
        steps={request.Steps}
        isBusy={isBusy}
        onStep={(step) => handlers[step]?.()}
      />
      <RejectRequestDialog
        isOpen={dialog === "reject"}
        requestNumber={request.RequestNumber}
        isBusy={reject.isPending}
        onReject={(comment) => void handleReject(comment)}
        onClose={() => setDialog(null)}
      />
      <FulfilMaterialRequestDialog
        isOpen={dialog === "fulfil"}
        request={request}
        isBusy={fulfil.isPending}
        problems={problems}
        onFulfil={(id) => void handleFulfil(id)}
        onClose={() => setDialog(null)}
      />
    </>
  );
};
