import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { AccessRightType, ModuleId, type TermsReply } from "@fieldstead/domain";
import { ConfirmHost } from "../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { dismissAllConfirms } from "../../../lib/confirm.ts";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { TermsSettingsCard } from "./terms-settings-card.tsx";

const VERSION_2: TermsReply = {
  Version: 2,
  BodyMarkdown: "## Safety\n\nWear a hard hat.",
  Html: "<h3>Safety</h3><p>Wear a hard hat.</p>",
  PublishedOn: "2026-03-10T17:00:00.000Z",
  PublishedBy: "Avery Collins",
  IsDefault: false,
};
const WRITE = grantedModule(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadWrite);
const READ = grantedModule(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadOnly);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
let publishReply: () => Response;
let current: TermsReply;

const show = (modules = [WRITE]) =>
  renderSignedIn(
    <>
      <TermsSettingsCard />
      <SnackbarHost />
      <ConfirmHost />
    </>,
    { modules, route: "/settings" },
  );

beforeEach(() => {
  current = VERSION_2;
  publishReply = () => {
    current = { ...VERSION_2, Version: 3, PublishedOn: "2026-03-12T17:00:00.000Z" };
    return json({ StatusCode: 0, StatusMessage: "Version 3 of the terms of use is published.", Version: 3 });
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Terms/GetCurrent")) return json(current);
    if (url.includes("/Terms/Publish")) return publishReply();
    if (url.includes("/Terms/Preview")) return json({ Html: "<h3>Preview heading</h3>" });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => {
    snackbarStore.set([]);
    dismissAllConfirms();
  });
  vi.unstubAllGlobals();
});

describe("the terms of use settings card", () => {
  it("shows the version in force, when and by whom it was published", async () => {
    show();
    expect(await screen.findByText("Version 2 · published Mar 10, 2026 by Avery Collins")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View the terms page" }).getAttribute("href")).toBe("/terms");
  });

  it("publishes the edited text as a new version, after warning that everyone will be asked", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Edit the terms" }));
    const text = screen.getByLabelText("Terms of use (Markdown)");
    expect((text as HTMLTextAreaElement).value).toBe(VERSION_2.BodyMarkdown);
    await user.clear(text);
    await user.type(text, "## New rules");
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    expect(await screen.findByRole("heading", { name: "Preview heading" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Publish new version" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(
      "Everyone in the organisation will be asked to accept the new terms at their next page load/sign-in.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    expect(await screen.findByText("Version 3 of the terms of use is published.")).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => url.includes("/Terms/Publish"))!;
    expect(JSON.parse(String(init?.body))).toEqual({ BodyMarkdown: "## New rules" });
    // The editor closes and the card reads the new version.
    expect(await screen.findByText("Version 3 · published Mar 12, 2026 by Avery Collins")).toBeTruthy();
    expect(screen.queryByLabelText("Terms of use (Markdown)")).toBeNull();
  });

  it("publishes nothing when the warning is cancelled", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Edit the terms" }));
    await user.click(screen.getByRole("button", { name: "Publish new version" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => url.includes("/Terms/Publish"))).toBe(false);
  });

  it("shows the server's refusal of the text under it", async () => {
    publishReply = () =>
      json(
        {
          StatusCode: 2,
          StatusMessage: "Invalid request: BodyMarkdown: is at most 100,000 characters",
          fields: [{ field: "BodyMarkdown", message: "is at most 100,000 characters" }],
        },
        400,
      );
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Edit the terms" }));
    await user.click(screen.getByRole("button", { name: "Publish new version" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The text is at most 100,000 characters.")).toBeTruthy();
  });

  it("offers no editing to someone who may only read user administration", async () => {
    show([READ]);
    expect(await screen.findByText("Only people who manage users can publish new terms.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit the terms" })).toBeNull();
  });
});
