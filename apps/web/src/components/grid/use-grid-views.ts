import { useState } from "react";
import type { GridApi } from "ag-grid-community";
import { confirm } from "../../lib/confirm.ts";
import { showSnackbar } from "../../lib/snackbar.ts";
import { applyView, captureView, STANDARD_VIEW, type ColumnDefault, type GridView } from "./grid-views.ts";
import type { SaveViewInput } from "./save-view-dialog.tsx";
import { useDeleteView, useSavedViews, useSaveView } from "./saved-views.api.ts";

const DONE_SNACKBAR_MS = 4_000;

export type GridViewsOptions = {
  gridId: string;
  api: GridApi | null;
  defaults: readonly ColumnDefault[];
  /** After a view changed the columns (the column chooser reads them again). */
  onViewShown: () => void;
};

/** The saved views of one grid: which one is on screen, applying one, and saving the current state. */
export const useGridViews = ({ gridId, api, defaults, onViewShown }: GridViewsOptions) => {
  const views = useSavedViews(gridId);
  const save = useSaveView(gridId);
  const remove = useDeleteView(gridId);
  const [activeName, setActiveName] = useState<string | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const list = views.data ?? [];

  const show = (view: GridView, name: string | null) => {
    if (!api) return;
    applyView(api, view, defaults);
    setActiveName(name);
    onViewShown();
  };

  /** The view the list opens with: the default one, once the saved views are known (or failed to load). */
  const defaultView = list.find((v) => v.IsDefault) ?? null;

  const handleSave = ({ name, isDefault }: SaveViewInput) => {
    if (!api) return;
    save.mutate(
      { ...captureView(api), Name: name, IsDefault: isDefault },
      {
        onSuccess: () => {
          setActiveName(name);
          setIsDialogOpen(false);
          showSnackbar({
            message: `View '${name}' saved.`,
            severity: "success",
            durationMs: DONE_SNACKBAR_MS,
          });
        },
        onError: (error) => showSnackbar({ message: error.message, severity: "error" }),
      },
    );
  };

  const handleDelete = async (name: string) => {
    const answer = await confirm({
      title: "Delete view",
      message: `Delete the view '${name}'? The list itself does not change.`,
      icon: "warning",
      yesLabel: "Delete",
      noLabel: "Cancel",
    });
    if (!answer.confirmed) return;
    remove.mutate(name, {
      onSuccess: () => {
        if (activeName === name) setActiveName(null);
        showSnackbar({
          message: `View '${name}' deleted.`,
          severity: "success",
          durationMs: DONE_SNACKBAR_MS,
        });
      },
      onError: (error) => showSnackbar({ message: error.message, severity: "error" }),
    });
  };

  return {
    /** False while the saved views are still being asked for. */
    isSettled: !views.isPending,
    defaultView,
    show,
    /** Someone changed the filters, sort or columns by hand: no saved view is on screen any more. */
    leaveView: () => setActiveName(null),
    menu: {
      views: list.map((v) => ({ name: v.Name, isDefault: v.IsDefault })),
      activeName,
      isLoading: views.isPending,
      hasLoadError: views.isError,
      onApply: (name: string) => {
        const view = list.find((v) => v.Name === name);
        if (view) show(view, name);
      },
      onApplyStandard: () => show(STANDARD_VIEW, null),
      onSaveCurrent: () => setIsDialogOpen(true),
      onDelete: (name: string) => void handleDelete(name),
    },
    dialog: {
      isOpen: isDialogOpen,
      existingNames: list.map((v) => v.Name),
      isSaving: save.isPending,
      onSave: handleSave,
      onClose: () => setIsDialogOpen(false),
    },
  };
};
