import type { CarouselSettingsReply, DashboardData, DashboardDrillDownReply } from "@fieldstead/domain";

/** A reply as the server gives it, for component tests' mocked fetch. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The Work Orders dashboard with one widget of each kind, and one without data. */
export const WORK_ORDERS: DashboardData = {
  DashboardId: 1447,
  Title: "Work Orders",
  Description: "Open and closed work orders.",
  Params: {},
  LocationName: null,
  OrgName: "Acme Facilities",
  GeneratedAt: "2026-03-10T16:05:00.000Z",
  Widgets: [
    {
      Key: "open",
      Title: "Open Work Orders",
      Kind: "figure",
      Width: 3,
      Unit: "count",
      Note: "Now",
      Value: 1234,
      Caption: "not yet completed",
      DrillKey: "open",
    },
    {
      Key: "mean",
      Title: "Mean Time to Complete",
      Kind: "figure",
      Width: 3,
      Unit: "days",
      Note: "Completed in the range",
      Value: 3.5,
    },
    {
      Key: "by-status",
      Title: "Open by Status",
      Kind: "bar",
      Width: 6,
      Unit: "count",
      Note: "Now",
      Categories: ["Not Started", "In Progress"],
      Series: [{ Name: "Work orders", Values: [12, 5] }],
      DrillKeys: ["0", "1"],
    },
    {
      Key: "billing",
      Title: "Billing by Month",
      Kind: "line",
      Width: 6,
      Unit: "money",
      Note: "Due in the range",
      Categories: ["Jan 2026", "Feb 2026"],
      Series: [
        { Name: "Due", Values: [1200, 900.5] },
        { Name: "Paid", Values: [1000, 0] },
      ],
    },
    {
      Key: "by-type",
      Title: "By Type",
      Kind: "pie",
      Width: 4,
      Unit: "percent",
      Categories: ["Corrective", "Preventive"],
      Series: [{ Name: "Share", Values: [62.5, 37.5] }],
    },
    {
      Key: "assignees",
      Title: "Most Open Work",
      Kind: "table",
      Width: 4,
      Unit: "count",
      Columns: ["Person", "Open"],
      Rows: [
        ["Dana Lee", 1500],
        ["Unassigned", 4],
      ],
    },
    {
      Key: "overdue",
      Title: "Overdue by Site",
      Kind: "bar",
      Width: 4,
      Unit: "count",
      Categories: [],
      Series: [],
    },
  ],
};

export const DRILL_DOWN: DashboardDrillDownReply = {
  Title: "Open by Status: Not Started",
  Columns: ["Work order", "Status", "Due"],
  Rows: [
    {
      Id: 41,
      Cells: ["WO-000041 Replace filter", "Not Started", "Mar 12, 2026"],
      Url: "/TaskOperations/details/41",
    },
    { Id: 40, Cells: ["WO-000040 Inspect roof", "Not Started", "Mar 11, 2026"], Url: null },
  ],
  TotalCount: 250,
};

export const CAROUSEL_SETTINGS: CarouselSettingsReply = {
  Entries: [
    { DashboardId: 1447, Title: "Work Orders", Url: null },
    { DashboardId: 1424, Title: "", Url: null },
    { DashboardId: 77, Title: "Energy", Url: "https://metabase.example.com/embed/dashboard/abc" },
  ],
  BuiltIns: [
    { DashboardId: 1447, Title: "Work Orders", Description: "" },
    { DashboardId: 1424, Title: "Asset Inventory", Description: "" },
    { DashboardId: 1457, Title: "Locations", Description: "" },
  ],
};
