import {
  PROJECT_LIST_COLUMNS,
  PROGRESS_BUCKET_LABELS,
  ProgressBucket,
  ProjectStatus,
  type ProgressBucketValue,
  type ProjectListRow,
} from "@fieldstead/domain";
import { gridColumnsOf, labelOptions, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { pickCard } from "../../../components/grid/card-mapping.tsx";

const BUCKET_OPTIONS = labelOptions<ProgressBucketValue>(
  PROGRESS_BUCKET_LABELS,
  Object.values(ProgressBucket),
);
const STATUS_OPTIONS = Object.values(ProjectStatus).map((status) => ({ value: status, label: status }));

const column = gridColumnsOf<ProjectListRow, typeof PROJECT_LIST_COLUMNS>(PROJECT_LIST_COLUMNS);

/** The project list's columns. */
export const PROJECT_COLUMNS: readonly DataGridColumn<ProjectListRow>[] = [
  column("Code", { width: 150 }),
  column("Name", { width: 280 }),
  column("Status", { width: 130, options: STATUS_OPTIONS }),
  column("LocationName", { width: 220 }),
  column("ManagerName", { width: 180 }),
  column("StartDate", { width: 130 }),
  column("EndDate", { width: 130 }),
  column("TaskCount", { width: 110 }),
  column("DoneCount", { width: 110 }),
  column("ProgressBucket", { width: 150, options: BUCKET_OPTIONS }),
  column("Archived", {
    width: 120,
    options: [
      { value: 1, label: "Yes" },
      { value: 0, label: "No" },
    ],
    format: (row) => (row.Archived ? "Yes" : "No"),
  }),
];

/** A project as a card on a phone: code, name, status, then its place, end date, progress and manager. */
export const PROJECT_CARD = pickCard(PROJECT_COLUMNS, {
  overline: "Code",
  title: "Name",
  status: "Status",
  facts: ["LocationName", "EndDate", "ProgressBucket", "ManagerName"],
});
