import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { ExportJobState, type ExportJob } from "@fieldstead/domain";
import { renderSignedIn, SIGNED_IN_USER } from "../../../test/session-fixtures.tsx";
import { DownloadCenterPage } from "./download-center-page.tsx";

const JOB: ExportJob = {
  JobId: 7,
  ExportKind: 1,
  Title: "Asset list",
  Format: "xlsx",
  FileName: "Assets_List_20261120160000.xlsx",
  State: ExportJobState.InProgress,
  Progress: 40,
  RowCount: 0,
  ErrorMessage: null,
  CreatedOn: "2026-11-20T23:00:00Z",
  CompletedOn: null,
};
const DONE: ExportJob = {
  ...JOB,
  State: ExportJobState.Completed,
  Progress: 100,
  RowCount: 12_000,
  CompletedOn: "2026-11-20T23:00:09Z",
};
const FAILED: ExportJob = {
  ...JOB,
  JobId: 6,
  FileName: "Locations_List_20261119100000.pdf",
  Title: "Location list",
  Format: "pdf",
  State: ExportJobState.Failed,
  ErrorMessage: "The server stopped while this export ran; start it again.",
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const centreCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes("GetDownloadCenter"));
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  let reads = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (String(url).includes("/Export/Download?JobId=7"))
      return new Response("xlsx file", {
        status: 200,
        headers: { "Content-Disposition": `attachment; filename="${JOB.FileName}"` },
      });
    reads++;
    return json({ Jobs: [reads === 1 ? JOB : DONE, FAILED] });
  });
  vi.stubGlobal("fetch", fetchMock);
  URL.createObjectURL = vi.fn(() => "blob:file");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it("shows a running export's progress, reads again until it completes, then downloads its file", async () => {
  const { user } = renderSignedIn(<DownloadCenterPage />, {
    user: SIGNED_IN_USER,
    route: "/Image",
  });
  const row = async (name: string) => (await screen.findByText(name)).closest("tr")!;
  expect(within(await row(JOB.FileName)).getByText("40%")).toBeTruthy();
  expect(
    within(await row(JOB.FileName)).getByRole("button", { name: `Download ${JOB.FileName}` }),
  ).toHaveProperty("disabled", true);
  expect(within(await row(FAILED.FileName)).getByText(FAILED.ErrorMessage!)).toBeTruthy();
  // Polled every 2 s while something runs.
  await waitFor(
    () => expect(within(screen.getByText(JOB.FileName).closest("tr")!).getByText("Completed")).toBeTruthy(),
    {
      timeout: 4_000,
    },
  );
  expect(within(await row(JOB.FileName)).getByText("12,000")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: `Download ${JOB.FileName}` }));
  await waitFor(() => expect(saved).toEqual([JOB.FileName]));
  // Nothing runs any more: no further reads.
  const reads = centreCalls().length;
  await new Promise((r) => setTimeout(r, 2_300));
  expect(centreCalls().length).toBe(reads);
});
