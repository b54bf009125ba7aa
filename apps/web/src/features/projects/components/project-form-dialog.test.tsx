import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { PROJECT_END_BEFORE_START, ProgressBucket, type ProjectDetail } from "@fieldstead/domain";
import { renderUi } from "../../../test/render-ui.tsx";
import { ProjectFormDialog } from "./project-form-dialog.tsx";

const CREATED: ProjectDetail = {
  Id: 41,
  Code: "LOBBY-1",
  Name: "Lobby refit",
  Status: "Active",
  LocationId: null,
  LocationName: null,
  ManagerId: null,
  ManagerName: null,
  StartDate: "2026-05-01",
  EndDate: "2026-06-30",
  TaskCount: 0,
  DoneCount: 0,
  ProgressBucket: ProgressBucket.UnableToCalculate,
  Archived: false,
  Description: null,
  CreatedAt: "2026-04-01T00:00:00Z",
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const createCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes("/Project/CreateProject"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const show = () => {
  const onSaved = vi.fn();
  const rendered = renderUi(<ProjectFormDialog onClose={() => undefined} onSaved={onSaved} />, {
    wrapper: (children) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {children}
      </QueryClientProvider>
    ),
  });
  return { ...rendered, onSaved };
};
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const setDay = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes("/Project/CreateProject")
      ? json({ StatusCode: 0, StatusMessage: "Project LOBBY-1 created.", Project: CREATED })
      : json({}, 404),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the project form's dates", () => {
  it("refuses an end date before the start date beside the end date, and sends nothing", async () => {
    const { user, onSaved } = show();
    await user.type(field("Code *"), "LOBBY-1");
    await user.type(field("Name *"), "Lobby refit");
    setDay("Start date", "2026-05-02");
    setDay("End date", "2026-05-01");
    await user.click(screen.getByRole("button", { name: "Create project" }));
    expect(await screen.findByText(PROJECT_END_BEFORE_START)).toBeTruthy();
    expect(field("End date").getAttribute("aria-invalid")).toBe("true");
    expect(field("Start date").getAttribute("aria-invalid")).toBe("false");
    expect(createCalls()).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("saves once the end is on or after the start", async () => {
    const { user, onSaved } = show();
    await user.type(field("Code *"), "LOBBY-1");
    await user.type(field("Name *"), "Lobby refit");
    setDay("Start date", "2026-05-01");
    setDay("End date", "2026-05-01");
    await user.click(screen.getByRole("button", { name: "Create project" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(CREATED));
    expect(createCalls()[0]).toMatchObject({
      Code: "LOBBY-1",
      Name: "Lobby refit",
      StartDate: "2026-05-01",
      EndDate: "2026-05-01",
    });
  });
});
