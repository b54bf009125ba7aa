import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { ImportKind, type ImportJob } from "@fieldstead/domain";
import { renderUi } from "../../../test/render-ui.tsx";
import { ImportDialog } from "./import-dialog.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

const job = (patch: Partial<ImportJob>): ImportJob => ({
  JobId: 5,
  ImportKind: 1,
  FileName: "sites.csv",
  State: 1,
  Phase: "Checking",
  Progress: 35,
  TotalRows: 5,
  Written: 0,
  Problems: [],
  Message: null,
  CreatedOn: "2026-01-05T10:00:00.000Z",
  CompletedOn: null,
  ...patch,
});

/** Answers the upload with job 5, then each poll with the next of `jobs` (the last one repeated). */
const serve = (jobs: ImportJob[]) => {
  let polls = 0;
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Bulk/Import")) return json({ StatusCode: 0, StatusMessage: "", JobId: 5 });
    if (url.includes("/Bulk/GetImportJob")) return json(jobs[Math.min(polls++, jobs.length - 1)]);
    return json({}, 404);
  });
};

const show = async () => {
  const onImported = vi.fn();
  const ui = renderUi(
    <ImportDialog kind={ImportKind.Locations} onClose={vi.fn()} onImported={onImported} />,
    {
      wrapper: (children) => (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      ),
    },
  );
  const file = new File(["Name,Level\n"], "sites.csv", { type: "text/csv" });
  await ui.user.upload(screen.getByLabelText("Import file"), file);
  await ui.user.click(screen.getByRole("button", { name: "Import" }));
  return { ...ui, onImported };
};

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("the import dialog", () => {
  it("sends the file as form data and shows the phase and percent while the import runs", async () => {
    serve([job({ Phase: "Checking", Progress: 35 })]);
    await show();
    // The upload's own status comes first; the job's phase replaces it once the first poll answers.
    await screen.findByText("Checking every row…", {}, { timeout: 3_000 });
    const status = screen.getByRole("status");
    expect(within(status).getByText("Checking every row…")).toBeTruthy();
    expect(within(status).getByText("35 %")).toBeTruthy();
    expect(within(status).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("35");
    const [url, init] = fetchMock.mock.calls.find(([u]) => u.includes("/Bulk/Import"))!;
    expect(url).toContain("ImportKind=1");
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.headers as Record<string, string>)["X-Requested-With"]).toBe("XMLHttpRequest");
  });

  it("lists each refused row with its column and problem, and says nothing was imported", async () => {
    serve([
      job({ Phase: "Reading", Progress: 10 }),
      job({
        State: 3,
        Phase: "Done",
        Progress: 100,
        Message: "2 rows have problems; nothing was imported.",
        Problems: [
          { Row: 3, Field: "Name", Message: "A value is required." },
          { Row: 5, Field: "Parent Code", Message: "No location has the code 'NOPE-99'." },
        ],
      }),
    ]);
    const { onImported } = await show();
    const table = await screen.findByRole(
      "table",
      { name: "Problems found in the file" },
      { timeout: 3_000 },
    );
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => Array.from(r.querySelectorAll("th, td"), (c) => c.textContent));
    expect(rows).toEqual([
      ["Row", "Column", "Problem"],
      ["3", "Name", "A value is required."],
      ["5", "Parent Code", "No location has the code 'NOPE-99'."],
    ]);
    expect(screen.getByText(/2 rows have problems; nothing was imported\./)).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it("says how many rows were imported and tells the page once", async () => {
    serve([job({ State: 2, Phase: "Done", Progress: 100, Written: 3, Message: "3 locations imported." })]);
    const { onImported } = await show();
    expect(await screen.findByText("3 locations imported.")).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of the file", async () => {
    fetchMock.mockResolvedValue(
      json({ StatusMessage: "'x.csv' was refused: its content is not a CSV file." }, 400),
    );
    await show();
    expect(await screen.findByText("'x.csv' was refused: its content is not a CSV file.")).toBeTruthy();
  });
});
