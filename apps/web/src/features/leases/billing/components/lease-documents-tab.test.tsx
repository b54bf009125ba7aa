import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { AccessRightType, MediaFormType, ModuleId } from "@fieldstead/domain";
import { grantedModule, renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { LeaseDocumentsTab } from "./lease-documents-tab.tsx";
import { LEASE } from "./lease-billing-test-data.ts";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const asked = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/FormBuilder/GetMediaFields"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const FILE = {
  DocumentId: 90,
  FileName: "signed-lease.pdf",
  Path: "files/90.pdf",
  ThumbPath: null,
  FileType: "pdf",
  MediaCategory: "Document",
  ContentType: "application/pdf",
  Size: 120_000,
  CreatedOn: "2026-01-02T10:00:00Z",
  CreatedBy: "Lena Lease",
  EntityType: "lease",
  EntityId: LEASE.Id,
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url.includes("/FormBuilder/GetMediaFields")
      ? json({ MediaFields: [FILE], TotalCount: 1, PageNumber: 1, PageSize: 50, IsLimitReached: false })
      : json({ StatusMessage: "Unexpected call" }, 500),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the Documents tab", () => {
  it("shows the lease's files from its gallery, with the upload for a role holding the tab at read-write", async () => {
    renderSignedIn(<LeaseDocumentsTab leaseId={LEASE.Id} lease={LEASE} />, {
      modules: [
        grantedModule(ModuleId.Leases, 0, AccessRightType.ReadWrite),
        grantedModule(ModuleId.LeaseDocuments, ModuleId.Leases, AccessRightType.ReadWrite),
      ],
    });
    expect(await screen.findByText("signed-lease.pdf")).toBeTruthy();
    await waitFor(() =>
      expect(asked()[0]).toMatchObject({ FormTypeID: MediaFormType.Lease, PrimaryId: LEASE.Id }),
    );
    expect(screen.getByRole("button", { name: /Upload/ })).toBeTruthy();
  });
});
