import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { LocationLevel, type LocationDetail, type LocationOption } from "@fieldstead/domain";
import { renderUi } from "../../../../test/render-ui.tsx";
import { LocationFormDialog } from "./location-form-dialog.tsx";

const SITE: LocationDetail = {
  Id: 5,
  Code: "DTC-01",
  Name: "Denver Tech Center Campus",
  LevelId: LocationLevel.Site,
  LevelName: "Site",
  ParentId: null,
  ParentName: null,
  Path: [],
  Address: "7900 E Union Ave",
  City: "Denver",
  State: "CO",
  Country: "United States",
  PostalCode: "80237",
  Latitude: 39.6231,
  Longitude: -104.8958,
  Status: "Active",
  IsWarehouse: false,
  Description: null,
  CreatedAt: "2026-01-01T00:00:00Z",
  CreatedById: 1,
  CreatedByName: "Ada Admin",
  UpdatedAt: "2026-01-01T00:00:00Z",
  UpdatedById: 1,
  UpdatedByName: "Ada Admin",
  SubLocationCount: 2,
  AllSubLocationCount: 20,
  AssetCount: 0,
  AllAssetCount: 40,
  LinkCount: 0,
};
const SITE_OPTION: LocationOption = {
  Id: 5,
  Code: "DTC-01",
  Name: SITE.Name,
  LevelId: LocationLevel.Site,
  Path: "",
  IsWarehouse: false,
  Status: "Active",
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
/** The calls the dialog made to one endpoint, with their bodies. */
const callsTo = (action: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(`/Location/${action}`))
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}));

const answerWith = (create: () => Response) =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes("/Location/GetLocation?Id=5")) return json(SITE);
    if (url.includes("/Location/SearchLocations")) return json({ Locations: [SITE_OPTION] });
    if (url.includes("/Location/CreateLocation")) return create();
    return json({}, 404);
  });

const show = (props: { canEditAutomated: boolean; asChildOfSite?: boolean }) => {
  const onSaved = vi.fn();
  const rendered = renderUi(
    <LocationFormDialog
      canEditAutomated={props.canEditAutomated}
      onClose={() => undefined}
      onSaved={onSaved}
      {...(props.asChildOfSite ? { defaults: { LevelId: LocationLevel.Building, Parent: SITE_OPTION } } : {})}
    />,
    {
      wrapper: (children) => (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      ),
    },
  );
  return { ...rendered, onSaved };
};

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the location dialog's automated fields", () => {
  it("shows a building's address and coordinates as inherited from its site, read-only, and sends none of them", async () => {
    answerWith(() =>
      json({ StatusCode: 0, StatusMessage: "Location created.", Location: { ...SITE, Id: 9 } }),
    );
    const { user, onSaved } = show({ canEditAutomated: false, asChildOfSite: true });
    await waitFor(() => expect(field("Address").value).toBe("7900 E Union Ave"));
    expect(screen.getByText(/Inherited from the parent location, Denver Tech Center Campus/)).toBeTruthy();
    for (const [label, value] of [
      ["City", "Denver"],
      ["Latitude", "39.6231"],
      ["Longitude", "-104.8958"],
    ]) {
      expect(field(label!).value).toBe(value);
      expect(field(label!).readOnly).toBe(true);
    }
    expect(field("Code").value).toBe("Generated when saved");
    expect(field("Code").readOnly).toBe(true);
    await user.type(field("Address"), "Dock 4");
    expect(field("Address").value).toBe("7900 E Union Ave");

    await user.type(field("Name *"), "Orchard Hall");
    await user.click(screen.getByRole("button", { name: "Create location" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [body] = callsTo("CreateLocation");
    expect(body).toMatchObject({ Name: "Orchard Hall", LevelId: LocationLevel.Building, ParentId: 5 });
    for (const key of ["Code", "Address", "City", "Latitude", "Longitude"])
      expect(body).not.toHaveProperty(key);
  });

  it("fills the same fields from the parent but lets a role with Edit Automated Fields change them and give a code", async () => {
    answerWith(() =>
      json({ StatusCode: 0, StatusMessage: "Location created.", Location: { ...SITE, Id: 9 } }),
    );
    const { user, onSaved } = show({ canEditAutomated: true, asChildOfSite: true });
    await waitFor(() => expect(field("City").value).toBe("Denver"));
    expect(
      screen.getByText(/Filled in from the parent location, Denver Tech Center Campus. You may change them./),
    ).toBeTruthy();
    expect(field("City").readOnly).toBe(false);
    await user.clear(field("City"));
    await user.type(field("City"), "Aurora");
    await user.type(field("Code"), "DTC-ANNEX");
    await user.type(field("Name *"), "Annex");
    await user.click(screen.getByRole("button", { name: "Create location" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callsTo("CreateLocation")[0]).toMatchObject({
      Code: "DTC-ANNEX",
      City: "Aurora",
      Address: "7900 E Union Ave",
      Latitude: "39.6231",
    });
  });

  it("asks a site's own address of everyone, and looks the parent up among the level above", async () => {
    answerWith(() => json({}, 500));
    const { user } = show({ canEditAutomated: false });
    expect(field("City").readOnly).toBe(false);
    expect(screen.queryByLabelText("Parent site")).toBeNull();
    await user.click(screen.getByLabelText("Level"));
    await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Building" }));
    const parent = screen.getByRole("combobox", { name: "Parent site" });
    await user.click(parent);
    await user.type(parent, "denver");
    await user.click(await screen.findByRole("option", { name: /Denver Tech Center Campus \(DTC-01\)/ }));
    await waitFor(() => expect(field("City").value).toBe("Denver"));
    expect(field("City").readOnly).toBe(true);
    const searches = callsTo("SearchLocations");
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((s) => JSON.stringify(s.LevelIds) === "[1]")).toBe(true);
  });

  it("shows the server's refusals beside their fields", async () => {
    answerWith(() =>
      json(
        {
          StatusCode: 2,
          StatusMessage: "Invalid request: ParentId: a building's parent must be a site, not a room",
          error: "INVALID_REQUEST",
          fields: [{ field: "ParentId", message: "a building's parent must be a site, not a room" }],
        },
        400,
      ),
    );
    const { user, onSaved } = show({ canEditAutomated: true, asChildOfSite: true });
    await user.type(field("Name *"), "Hall");
    await user.click(screen.getByRole("button", { name: "Create location" }));
    expect(await screen.findByText("a building's parent must be a site, not a room")).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("checks the form with the request's own rules before sending", async () => {
    answerWith(() => json({}, 500));
    const { user } = show({ canEditAutomated: true });
    await user.type(field("Latitude"), "95");
    await user.click(screen.getByRole("button", { name: "Create location" }));
    expect(await screen.findByText("a name is required")).toBeTruthy();
    expect(screen.getByText("a latitude is between -90 and 90")).toBeTruthy();
    expect(callsTo("CreateLocation")).toEqual([]);
  });
});
