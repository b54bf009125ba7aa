import { IconButton, Stack, Tooltip } from "@mui/material";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import { DOCUMENT_LIST_COLUMNS, formatFileSize, storedFileSize, type DocumentRow } from "@fieldstead/domain";
import { pickCard, type CardMapping } from "../../../components/grid/card-mapping.tsx";
import { gridColumnsOf, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { imageUrl } from "../api/image-url.ts";
import { FileTypeIcon } from "./file-type-icon.tsx";

export type DocumentRowActions = {
  /** Whether the role may delete this row's file (read-write on the module that governs it). */
  canDelete: (row: DocumentRow) => boolean;
  onDelete: (row: DocumentRow) => void;
};

const column = gridColumnsOf<DocumentRow, typeof DOCUMENT_LIST_COLUMNS>(DOCUMENT_LIST_COLUMNS);

/** The library's columns; the last holds Download, and Delete for the rows the role may change. */
export const documentColumns = ({
  canDelete,
  onDelete,
}: DocumentRowActions): DataGridColumn<DocumentRow>[] => [
  column("FileName", {
    width: 280,
    renderCell: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", height: "100%" }}>
        <FileTypeIcon fileName={row.FileName} fontSize="small" color="action" />
        <span>{row.FileName}</span>
      </Stack>
    ),
  }),
  // The list call takes a choice of types or a text filter on the type; the grid offers the text filter.
  { ...column("FileType", { width: 120 }), type: "text" },
  column("Size", { width: 110, format: (row) => formatFileSize(storedFileSize(row)) }),
  column("RecordLabel", { width: 200, format: (row) => row.RecordLabel ?? "" }),
  column("CreatedOn", { width: 190 }),
  column("CreatedBy", { width: 170, format: (row) => row.CreatedBy ?? "" }),
  // Download and Delete: a column of the grid's own, neither sorted nor filtered.
  {
    colId: "DocumentId",
    header: "Actions",
    type: "number",
    width: 120,
    isSortable: false,
    isFilterable: false,
    renderCell: (row) => (
      <Stack direction="row">
        <Tooltip title="Download">
          <IconButton
            size="small"
            aria-label={`Download ${row.FileName}`}
            href={imageUrl(row.Path, row.FileName)}
            download={row.FileName}
            onClick={(event) => event.stopPropagation()}
          >
            <DownloadOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {canDelete(row) && (
          <Tooltip title="Delete">
            <IconButton
              size="small"
              aria-label={`Delete ${row.FileName}`}
              onClick={(event) => {
                event.stopPropagation();
                onDelete(row);
              }}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    ),
  },
];

/** A file as a card on a phone: its name and type, its size, record and when it was added, with its buttons. */
export const documentCard = (columns: readonly DataGridColumn<DocumentRow>[]): CardMapping<DocumentRow> =>
  pickCard(columns, {
    title: "FileName",
    status: "FileType",
    facts: ["Size", "RecordLabel", "CreatedOn", "DocumentId"],
  });
