import { describe, expect, it } from "vitest";
import { toCarouselDashboards } from "./get-carousel-links.ts";

describe("the carousel list's links as dashboards", () => {
  it("keeps the order, fills missing titles by id and frames only web addresses", () => {
    const dashboards = toCarouselDashboards(
      {
        DashboardLinks: [
          { DashboardId: 1447, Title: "Work Orders", MetabaseUrl: "/embed/dashboard/t1" },
          { DashboardId: 1424, Title: "", MetabaseUrl: "https://metabase.example/embed/dashboard/t2" },
          { DashboardId: 31, Title: "  ", MetabaseUrl: "javascript:alert(1)" },
        ],
      },
      "https://portal.example",
    );
    expect(dashboards).toEqual([
      { id: 1447, title: "Work Orders", url: "https://portal.example/embed/dashboard/t1" },
      { id: 1424, title: "Sales Analytics", url: "https://metabase.example/embed/dashboard/t2" },
      { id: 31, title: "Dashboard 31", url: null },
    ]);
  });

  it("reads a reply without a list as an empty list", () => {
    expect(toCarouselDashboards({} as never, "https://portal.example")).toEqual([]);
  });
});
