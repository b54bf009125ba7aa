import { useState } from "react";
import Add from "@mui/icons-material/Add";
import type { ListQuery, ListReply } from "@fieldstead/domain";
import type { z } from "zod";
import { DataGrid } from "../../../../components/grid/data-grid.tsx";
import type { DataGridColumn } from "../../../../components/grid/grid-columns.ts";
import { ToolbarButton } from "../../../../components/grid/toolbar-button.tsx";
import { RecordDialog, type RecordField, type RecordValues } from "./record-dialog.tsx";

type Reply = { StatusMessage: string };

export type CatalogueTabProps<Row extends { Id: number }, Body> = {
  gridId: string;
  /** What the rows are ('Manufacturers'): the grid's name. */
  label: string;
  columns: readonly DataGridColumn<Row>[];
  fetchPage: (query: ListQuery) => Promise<ListReply<Row>>;
  /** The role may add records: a 'Create …' button. */
  canCreate: boolean;
  /** The role may change and delete records: a click on a row opens its dialog. */
  canEdit: boolean;
  /** The create button's label, and the new record's dialog title ('Create vendor'). */
  createLabel: string;
  /** How the edit dialog names the record ('Edit HVAC'). */
  nameOf: (row: Row) => string;
  /** The dialog's fields for a record (`row`) or a new one (undefined). */
  fields: (row: Row | undefined) => readonly RecordField[];
  valuesOf: (row: Row | undefined) => RecordValues;
  /** The request the values make, checked with `schema` before it is sent. */
  toBody: (values: RecordValues) => Body;
  schema: z.ZodType;
  /** Creates (no `row`) or updates the record. */
  save: (body: Body, row: Row | undefined) => Promise<Reply>;
  remove: (row: Row) => Promise<Reply>;
  /** What deleting `row` does, asked before it is deleted. */
  deleteQuestion: (row: Row) => string;
  /** Changes other fields when one changes (a code suggested from the name). */
  onValueChange?: (
    name: string,
    next: RecordValues,
    previous: RecordValues,
    row: Row | undefined,
  ) => RecordValues;
};

/** A catalogue list in the one grid, with a dialog to create, change or delete its records. */
export const CatalogueTab = <Row extends { Id: number }, Body>({
  gridId,
  label,
  columns,
  fetchPage,
  canCreate,
  canEdit,
  createLabel,
  nameOf,
  fields,
  valuesOf,
  toBody,
  schema,
  save,
  remove,
  deleteQuestion,
  onValueChange,
}: CatalogueTabProps<Row, Body>) => {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const row = editing === "new" ? undefined : (editing ?? undefined);
  return (
    <>
      <DataGrid<Row>
        gridId={gridId}
        label={label}
        columns={columns}
        fetchPage={fetchPage}
        getRowId={(r) => String(r.Id)}
        reloadKey={reloadKey}
        {...(canEdit ? { onRowClick: (r: Row) => setEditing(r) } : {})}
        toolbarActions={
          canCreate ? (
            <ToolbarButton
              variant="contained"
              label={createLabel}
              icon={<Add />}
              onClick={() => setEditing("new")}
            />
          ) : null
        }
      />
      {editing !== null && (
        <RecordDialog
          title={row ? `Edit ${nameOf(row)}` : createLabel}
          fields={fields(row)}
          initial={valuesOf(row)}
          toBody={toBody}
          schema={schema}
          onSave={(body) => save(body as Body, row)}
          {...(row ? { onDelete: () => remove(row), deleteQuestion: deleteQuestion(row) } : {})}
          {...(onValueChange
            ? { onValueChange: (name, next, previous) => onValueChange(name, next, previous, row) }
            : {})}
          onClose={() => {
            setEditing(null);
            setReloadKey((n) => n + 1);
          }}
        />
      )}
    </>
  );
};
