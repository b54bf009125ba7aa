import {
  PROGRESS_BUCKET_LABELS,
  ProgressBucket,
  ProjectStatus,
  type ProgressBucketValue,
  type ProjectListRow,
} from "@fieldstead/domain";
import { labelOptions, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../components/grid/card-mapping.tsx";

const BUCKET_OPTIONS = labelOptions<ProgressBucketValue>(
  PROGRESS_BUCKET_LABELS,
  Object.values(ProgressBucket),
);
const STATUS_OPTIONS = Object.values(ProjectStatus).map((status) => ({ value: status, label: status }));

/** The project list's columns. */
export const PROJECT_COLUMNS: readonly DataGridColumn<ProjectListRow>[] = [
  { colId: "Code", header: "Code", type: "text", width: 150 },
  { colId: "Name", header: "Name", type: "text", width: 280 },
  { colId: "Status", header: "Status", type: "set", width: 130, options: STATUS_OPTIONS },
  { colId: "LocationName", header: "Location", type: "text", width: 220 },
  { colId: "ManagerName", header: "Manager", type: "text", width: 180 },
  { colId: "StartDate", header: "Start", type: "date", width: 130 },
  { colId: "EndDate", header: "End", type: "date", width: 130 },
  { colId: "TaskCount", header: "Tasks", type: "number", width: 110 },
  { colId: "DoneCount", header: "Done", type: "number", width: 110 },
  { colId: "ProgressBucket", header: "Progress", type: "set", width: 150, options: BUCKET_OPTIONS },
  {
    colId: "Archived",
    header: "Archived",
    type: "set",
    width: 120,
    options: [
      { value: 1, label: "Yes" },
      { value: 0, label: "No" },
    ],
    format: (row) => (row.Archived ? "Yes" : "No"),
  },
];

/** A project as a card on a phone: code, name, status, then its place, end date, progress and manager. */
export const PROJECT_CARD = pickCard(PROJECT_COLUMNS, {
  overline: "Code",
  title: "Name",
  status: "Status",
  facts: ["LocationName", "EndDate", "ProgressBucket", "ManagerName"],
});
