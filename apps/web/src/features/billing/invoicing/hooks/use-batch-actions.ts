import { useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { BatchAction, type BatchActionValue, type BatchDetail } from "@fieldstead/domain";
import { confirm, type ConfirmOptions } from "../../../../lib/confirm.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { ApiError } from "../../../../lib/http.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useDeleteBatch } from "../api/delete-batch.ts";
import { downloadBatchInvoices } from "../api/download-batch-invoices.ts";
import { BATCHES_KEY, invoicingKeys } from "../api/invoicing-keys.ts";
import { useMoveBatch } from "../api/move-batch.ts";
import { useRegenerateBatch } from "../api/regenerate-batch.ts";
import { useUpdateBatchArrears } from "../api/update-batch-arrears.ts";
import { MOVE_CONFIRMS, movedMessage } from "../components/batch/batch-moves.ts";
import { INVOICING_PATH } from "../components/invoicing-paths.ts";
import { generatedMessage } from "../components/shared/generated-message.ts";

const success = (message: string) => showSnackbar({ message, severity: "success", durationMs: 6_000 });
const failure = (error: unknown) => showSnackbar({ message: messageOf(error), severity: "error" });

type Ask = Pick<ConfirmOptions, "title" | "message" | "yesLabel"> & { isDestructive?: boolean };

/** Asks before a step that changes the batch; answers whether the person agreed. */
const agrees = async ({ isDestructive = false, ...ask }: Ask): Promise<boolean> =>
  (await confirm({ ...ask, icon: isDestructive ? "warning" : "question", noLabel: "Cancel" })).confirmed;

/** A confirmed step: the server's word on success, its refusal otherwise. */
const runConfirmed = async (ask: Ask, step: () => Promise<string>): Promise<void> => {
  if (!(await agrees(ask))) return;
  try {
    success(await step());
  } catch (error) {
    failure(error);
  }
};

/**
 * What the batch page does: the moves of the batch's life (Reject with a reason, the others confirmed), and
 * regenerate, carry arrears, delete and download. After each the page reads the batch again; a refusal shows the
 * server's message (a 409 when someone else moved the batch first, whose new state is then read).
 */
export const useBatchActions = (batch: BatchDetail) => {
  const navigate = useNavigate();
  const client = useQueryClient();
  const move = useMoveBatch();
  const regenerate = useRegenerateBatch();
  const arrears = useUpdateBatchArrears();
  const remove = useDeleteBatch();
  const [isRejecting, setIsRejecting] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const { Id, BatchNumber } = batch;

  const send = async (action: BatchActionValue, comment: string | null): Promise<boolean> => {
    try {
      success(movedMessage(await move.mutateAsync({ Id, Action: action, Comment: comment })));
      return true;
    } catch (error) {
      failure(error);
      if (error instanceof ApiError && error.status === 409)
        await client.invalidateQueries({ queryKey: BATCHES_KEY });
      return false;
    }
  };

  const startMove = async (action: BatchActionValue, label: string) => {
    if (action === BatchAction.Reject) {
      setIsRejecting(true);
      return;
    }
    const ask = { title: `${label}: ${BatchNumber}?`, message: MOVE_CONFIRMS[action], yesLabel: label };
    if (await agrees({ ...ask, isDestructive: action === BatchAction.Lock })) await send(action, null);
  };

  const reject = async (comment: string | null) => {
    if (await send(BatchAction.Reject, comment)) setIsRejecting(false);
  };

  const runRegenerate = () =>
    runConfirmed(
      {
        title: `Regenerate ${BatchNumber}?`,
        message:
          "Every invoice of the draft is computed again from today's rules, charge profiles and rents.",
        yesLabel: "Regenerate",
      },
      async () => generatedMessage(await regenerate.mutateAsync({ Id }), batch.Period),
    );

  const runArrears = () =>
    runConfirmed(
      {
        title: `Update arrears of ${BatchNumber}?`,
        message: "Each client's unpaid amounts of earlier periods are carried onto its invoice again.",
        yesLabel: "Update arrears",
      },
      async () => (await arrears.mutateAsync({ Id })).StatusMessage,
    );

  const runDelete = () =>
    runConfirmed(
      {
        title: `Delete ${BatchNumber}?`,
        message:
          "The draft batch and its invoices are deleted; its clients may be invoiced for the month again. This cannot be undone.",
        yesLabel: "Delete",
        isDestructive: true,
      },
      async () => {
        const reply = await remove.mutateAsync({ Id });
        navigate(INVOICING_PATH);
        client.removeQueries({ queryKey: invoicingKeys.batch(Id) });
        return reply.StatusMessage;
      },
    );

  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadBatchInvoices(Id, BatchNumber);
    } catch (error) {
      failure(error);
    } finally {
      setIsDownloading(false);
    }
  };

  return {
    startMove,
    reject,
    isRejecting,
    stopRejecting: () => setIsRejecting(false),
    regenerate: runRegenerate,
    updateArrears: runArrears,
    deleteBatch: runDelete,
    download,
    isDownloading,
    isBusy: move.isPending || regenerate.isPending || arrears.isPending || remove.isPending,
  };
};
