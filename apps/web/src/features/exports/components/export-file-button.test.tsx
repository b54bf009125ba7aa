import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { AccessRightType, ExportKind, ModuleId, TOP_LEVEL } from "@fieldstead/domain";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn, SIGNED_IN_USER } from "../../../test/session-fixtures.tsx";
import { ExportFileButton } from "./export-file-button.tsx";

const USER = SIGNED_IN_USER;
const PROJECTS_READ = [grantedModule(ModuleId.Projects, TOP_LEVEL, AccessRightType.ReadOnly)];

const fetchMock = vi.fn<typeof fetch>();
const startBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith("/api/Export/Start"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const savedNames: string[] = [];

const show = (modules = PROJECTS_READ, total: number | null = 12) =>
  renderSignedIn(
    <>
      <ExportFileButton
        kind={ExportKind.ProjectPlan}
        query={{ ProjectId: 7 }}
        label="Export plan"
        total={total}
      />
      <SnackbarHost />
    </>,
    { user: USER, modules, route: "/ProjectManagement/projectDetails/7" },
  );

beforeEach(() => {
  savedNames.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { Mode: number };
    return body.Mode === 1
      ? new Response("xlsx file", {
          status: 200,
          headers: {
            "Content-Disposition": 'attachment; filename="ProjectPlan_PRJ-2026-001_20261120160000.xlsx"',
          },
        })
      : new Response(JSON.stringify({ StatusCode: 0, StatusMessage: "Export started", JobId: 5 }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
  });
  vi.stubGlobal("fetch", fetchMock);
  URL.createObjectURL = vi.fn(() => "blob:file");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    savedNames.push(this.download);
  });
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a record's export button", () => {
  it("is not shown to a role that cannot read projects", () => {
    show([grantedModule(ModuleId.Locations, TOP_LEVEL, AccessRightType.ReadWrite)]);
    expect(screen.queryByRole("button", { name: "Export plan" })).toBeNull();
  });

  it("downloads a short plan at once, as an Excel file named by the server", async () => {
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "Export plan" }));
    await waitFor(() => expect(savedNames).toEqual(["ProjectPlan_PRJ-2026-001_20261120160000.xlsx"]));
    expect(startBodies()).toEqual([
      { ExportKind: ExportKind.ProjectPlan, Format: "xlsx", Query: { ProjectId: 7 }, Mode: 1 },
    ]);
  });

  it("sends a long plan to the download centre", async () => {
    const { user } = show(PROJECTS_READ, 12_000);
    await user.click(screen.getByRole("button", { name: "Export plan" }));
    expect(await screen.findByText(/Export started/)).toBeTruthy();
    expect(startBodies()[0]).toMatchObject({ Mode: 0 });
    expect(savedNames).toEqual([]);
  });
});
