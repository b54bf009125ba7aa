import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import type { MoveRequestDetails, RequestStepValue } from "@fieldstead/domain";
import { ConfirmHost } from "../../../../../components/ui/confirm-host.tsx";
import { dismissAllConfirms } from "../../../../../lib/confirm.ts";
import { renderUi } from "../../../../../test/render-ui.tsx";
import { MoveRequestActions } from "./move-request-actions.tsx";

const REQUEST: MoveRequestDetails = {
  Id: 4,
  RequestNumber: "MR-000004",
  StatusId: 1,
  StatusName: "Awaiting Approval",
  FromLocationId: 1,
  FromLocationName: "Redwood Distribution Center",
  ToLocationId: 2,
  ToLocationName: "Denver Tech Center Campus",
  AssetCount: 1,
  Reason: "Install at the site",
  RequestedById: 3,
  RequestedByName: "Marcus Reyes",
  RequestedAt: "2026-11-20T16:00:00Z",
  UpdatedAt: "2026-11-20T16:00:00Z",
  DecisionComment: null,
  Assets: [
    {
      AssetId: 9,
      AssetTag: "ACM-HVAC-000123",
      Name: "Chiller CH-01",
      Category: "HVAC",
      PartNumber: "HVAC-00003",
      PartName: "Chiller CVHE",
      Vendor: "Grainger",
      Serialized: true,
      SerialNumber: "TR-88123",
      Quantity: 1,
      LocationId: 1,
      LocationName: "Redwood Distribution Center",
    },
  ],
  Timeline: [],
  Steps: [],
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (call: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(`/FixedAsset/${call}`))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const show = (steps: RequestStepValue[]) =>
  renderUi(
    <>
      <MoveRequestActions request={{ ...REQUEST, Steps: steps }} />
      <ConfirmHost />
    </>,
    {
      wrapper: (children) => (
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      ),
    },
  );

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ StatusCode: 0, StatusMessage: "MR-000004 done.", Id: 4 }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => dismissAllConfirms());
  vi.unstubAllGlobals();
});

describe("the move request's buttons", () => {
  it.each([
    [
      ["Approve", "Reject", "Cancel"],
      ["Approve", "Reject", "Cancel request"],
    ],
    [
      ["Complete", "Cancel"],
      ["Carry out move", "Cancel request"],
    ],
    [["Cancel"], ["Cancel request"]],
  ] as const)("offer only the steps %o", (steps, labels) => {
    show([...steps]);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(labels);
  });

  it("shows nothing when the caller may take no step", () => {
    const { container } = show([]);
    expect(container.querySelectorAll("button")).toHaveLength(0);
  });

  it("carries out the move only after the confirmation, which lists the assets", async () => {
    const { user } = show(["Complete"]);
    await user.click(screen.getByRole("button", { name: "Carry out move" }));
    const popup = await screen.findByRole("dialog", { name: "Carry out MR-000004?" });
    expect(within(popup).getByText("ACM-HVAC-000123 Chiller CH-01")).toBeTruthy();
    expect(sent("CompleteMoveRequest")).toEqual([]);
    await user.click(within(popup).getByRole("button", { name: "Carry out move" }));
    await waitFor(() => expect(sent("CompleteMoveRequest")).toEqual([{ Id: 4 }]));
  });

  it("needs a comment to reject, then asks before rejecting", async () => {
    const { user } = show(["Approve", "Reject"]);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const form = await screen.findByRole("dialog", { name: "Reject MR-000004" });
    await user.click(within(form).getByRole("button", { name: "Reject" }));
    expect(await within(form).findByText("Please say why the request is rejected.")).toBeTruthy();
    await user.type(within(form).getByRole("textbox", { name: /Comment/ }), "Not this quarter");
    await user.click(within(form).getByRole("button", { name: "Reject" }));
    const popup = await screen.findByRole("dialog", { name: "Reject MR-000004?" });
    expect(within(popup).getByText(/Your comment: “Not this quarter”/)).toBeTruthy();
    await user.click(within(popup).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(sent("RejectMoveRequest")).toEqual([{ Id: 4, Comment: "Not this quarter" }]));
  });
});
