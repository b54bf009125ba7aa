import { useState } from "react";
import { Button } from "@mui/material";
import Add from "@mui/icons-material/Add";
import { ModuleId, type LinkListRow, type LocationOption } from "@fieldstead/domain";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import { confirm } from "../../../../lib/confirm.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useDeleteLink } from "../../api/delete-link.ts";
import { getLinkList } from "../../api/get-link-list.ts";
import { LINK_CARD, LINK_COLUMNS } from "./link-columns.ts";
import { LinkFormDialog, type LinkFormDialogProps } from "./link-form-dialog.tsx";

export type LinksGridProps = {
  /** Only the links with this location at either end (and new links start from it). */
  location?: LocationOption;
  gridId: string;
};

/** Links in the one list component, with create, edit and delete for the roles that hold them. */
export const LinksGrid = ({ location, gridId }: LinksGridProps) => {
  const { can } = useModuleAccess();
  const remove = useDeleteLink();
  const [reloadKey, setReloadKey] = useState(0);
  const [dialog, setDialog] = useState<Omit<LinkFormDialogProps, "onClose" | "onSaved"> | null>(null);
  const L = ModuleId.Locations;
  const canEdit = can(ModuleId.LinkEdit, L);
  const canDelete = can(ModuleId.LinkDelete, L);

  const handleDelete = async (rows: LinkListRow[], clear: () => void) => {
    const { confirmed } = await confirm({
      variant: "wide",
      icon: "warning",
      title: rows.length === 1 ? "Delete this link?" : `Delete ${rows.length} links?`,
      message: "The locations stay; only the links between them go.",
      bullets: [{ items: rows.map((r) => ({ label: `${r.FromName} – ${r.ToName} (${r.LinkType})` })) }],
      yesLabel: "Delete",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    let deleted = 0;
    // One call per link: the call deletes one.
    for (const row of rows) {
      try {
        await remove.mutateAsync(row.Id);
        deleted += 1;
      } catch (error) {
        showSnackbar({ message: error instanceof Error ? error.message : String(error), severity: "error" });
      }
    }
    if (deleted > 0)
      showSnackbar({
        message: deleted === 1 ? "1 link deleted." : `${deleted} links deleted.`,
        severity: "success",
        durationMs: 5_000,
      });
    clear();
    setReloadKey((k) => k + 1);
  };

  return (
    <>
      <DataGrid<LinkListRow, { LocationId?: number }>
        gridId={gridId}
        label="Links"
        columns={LINK_COLUMNS}
        card={LINK_CARD}
        fetchPage={getLinkList}
        extraQuery={location ? { LocationId: location.Id } : {}}
        hasPageFilter={location !== undefined}
        getRowId={(row) => String(row.Id)}
        reloadKey={reloadKey}
        {...(canEdit ? { onRowClick: (row: LinkListRow) => setDialog({ link: row }) } : {})}
        toolbarActions={
          can(ModuleId.LinkCreate, L) ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setDialog(location ? { from: location } : {})}
            >
              Create link
            </Button>
          ) : null
        }
        {...(canEdit || canDelete
          ? {
              selection: {
                maxRows: 100,
                actions: (rows: LinkListRow[], clear: () => void) => (
                  <>
                    {canEdit && rows.length === 1 ? (
                      <Button size="small" variant="contained" onClick={() => setDialog({ link: rows[0]! })}>
                        Edit
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        onClick={() => void handleDelete(rows, clear)}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </>
                ),
              },
            }
          : {})}
      />
      {dialog ? (
        <LinkFormDialog
          {...dialog}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setReloadKey((k) => k + 1);
          }}
        />
      ) : null}
    </>
  );
};
