import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { ASSISTANT_STORAGE, type ClientConfig } from "@fieldstead/domain";
import { renderSignedIn, SIGNED_IN_USER, testQueryClient } from "../../../test/session-fixtures.tsx";
import { landingModulesQuery } from "../../permissions/index.ts";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { AssistantHost } from "./assistant-host.tsx";
import { dropWaitingOpenRequest } from "./assistant-frame-test-data.tsx";

const showWith = (showChatBot: boolean) => {
  const client = testQueryClient();
  client.setQueryData(landingModulesQuery(SIGNED_IN_USER.EmployeeId, SIGNED_IN_USER.RoleId).queryKey, {
    Modules: [],
    ShowChatBot: showChatBot,
  });
  client.setQueryData(clientConfigQuery.queryKey, {
    AssistantName: "Athena",
    AssistantModel: "Fieldstead Help",
  } as ClientConfig);
  return renderSignedIn(
    <>
      <p>Page</p>
      <AssistantHost />
    </>,
    { client, route: "/dashboard" },
  );
};

beforeEach(() => {
  dropWaitingOpenRequest();
  localStorage.setItem(ASSISTANT_STORAGE.showPopup, "false");
  // Nothing is asked of the server while the widget only sits there.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 500 })),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the assistant host", () => {
  it("shows nothing when the organisation does not have the chat (ShowChatBot false)", async () => {
    const { container } = showWith(false);
    // Long enough for the widget (which starts a second after the page) to have loaded, had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    expect(screen.queryByRole("button", { name: "Open Athena" })).toBeNull();
    expect(container.textContent).toBe("Page");
  });

  it("loads the floating assistant when ShowChatBot is true", async () => {
    showWith(true);
    // The page comes first; the assistant follows a moment later.
    expect(screen.queryByRole("button", { name: "Open Athena" })).toBeNull();
    expect(await screen.findByRole("button", { name: "Open Athena" }, { timeout: 5_000 })).toBeTruthy();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
