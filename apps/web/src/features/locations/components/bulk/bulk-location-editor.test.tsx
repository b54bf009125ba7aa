import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderUi } from "../../../../test/render-ui.tsx";
import { BulkLocationEditor } from "./bulk-location-editor.tsx";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const show = (canEditAutomated = true) => {
  const onCreated = vi.fn();
  const rendered = renderUi(
    <BulkLocationEditor
      canEditAutomated={canEditAutomated}
      onCreated={onCreated}
      onCancel={() => undefined}
    />,
    {
      wrapper: (children) => (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      ),
    },
  );
  return { ...rendered, onCreated };
};

const cell = (label: string, row: number) =>
  screen.getByRole("textbox", { name: `${label}, row ${row}` }) as HTMLInputElement;
/** Pastes spreadsheet rows (tab-separated) into a cell, as Ctrl+V does. */
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
const row = (n: number) => screen.getByRole("row", { name: `Row ${n}` });

const ROWS = [
  "Name\tLevel\tParent code\tCode",
  "Aurora Depot\tsite\t\tAUR-01",
  "Aurora Store\t2\tNOPE-1\t",
  "Aurora Shed\tBuilding\tAUR-01\t",
].join("\n");

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the bulk-create table", () => {
  it("takes rows pasted from a spreadsheet, skipping the title row and reading levels by name or number", () => {
    show();
    paste(cell("Name", 1), ROWS);
    expect(screen.getAllByRole("row", { name: /^Row / })).toHaveLength(3);
    expect([cell("Name", 1).value, cell("Code", 1).value]).toEqual(["Aurora Depot", "AUR-01"]);
    expect([cell("Name", 2).value, cell("Parent code", 2).value]).toEqual(["Aurora Store", "NOPE-1"]);
    expect(within(row(2)).getByText("Building")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create 3 locations" })).toBeTruthy();
  });

  it("shows the server's problems in the row's cells and creates nothing", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          StatusCode: 2,
          StatusMessage:
            "Invalid request: Locations.1.ParentCode: no location has the code 'NOPE-1' (nor an earlier row)",
          error: "INVALID_REQUEST",
          fields: [
            {
              field: "Locations.1.ParentCode",
              message: "no location has the code 'NOPE-1' (nor an earlier row)",
            },
          ],
        },
        400,
      ),
    );
    const { user, onCreated } = show();
    paste(cell("Name", 1), ROWS);
    await user.click(screen.getByRole("button", { name: "Create 3 locations" }));
    expect(await screen.findByText("no location has the code 'NOPE-1' (nor an earlier row)")).toBeTruthy();
    expect(row(2).getAttribute("aria-invalid")).toBe("true");
    expect(cell("Parent code", 2).getAttribute("aria-invalid")).toBe("true");
    expect(row(1).getAttribute("aria-invalid")).toBeNull();
    expect(row(3).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Some rows need attention: nothing was created.");
    expect(onCreated).not.toHaveBeenCalled();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as {
      Locations: Record<string, unknown>[];
    };
    expect(body.Locations.map((l) => [l.Name, l.LevelId, l.ParentCode])).toEqual([
      ["Aurora Depot", 1, undefined],
      ["Aurora Store", 2, "NOPE-1"],
      ["Aurora Shed", 2, "AUR-01"],
    ]);
  });

  it("checks the rows before sending: a row without a name or level is marked, and nothing is sent", async () => {
    const { user } = show(false);
    expect(screen.queryByRole("textbox", { name: "Code, row 1" })).toBeNull();
    await user.type(cell("City", 2), "Aurora");
    await user.click(screen.getByRole("button", { name: "Create 1 location" }));
    // The blank first row is not sent: the typed row is the first of the request.
    expect(await screen.findByText("a name is required")).toBeTruthy();
    expect(screen.getByText("choose Site, Building, Floor or Room")).toBeTruthy();
    expect(row(2).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds and removes rows, and reports what it created", async () => {
    fetchMock.mockResolvedValue(
      json({
        StatusCode: 0,
        StatusMessage: "1 location created.",
        Count: 1,
        Locations: [{ Id: 1, Code: "AUR-01", Name: "A" }],
      }),
    );
    const { user, onCreated } = show();
    await user.click(screen.getByRole("button", { name: "Add row" }));
    expect(screen.getAllByRole("row", { name: /^Row / })).toHaveLength(4);
    await user.click(screen.getByRole("button", { name: "Remove row 4" }));
    await user.click(screen.getByRole("button", { name: "Remove row 3" }));
    expect(screen.getAllByRole("row", { name: /^Row / })).toHaveLength(2);
    paste(cell("Name", 1), "Aurora Depot\tSite");
    await user.click(screen.getByRole("button", { name: "Create 1 location" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ Count: 1 })));
  });
});
