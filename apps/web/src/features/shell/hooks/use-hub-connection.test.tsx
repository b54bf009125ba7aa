import { afterEach, describe, expect, it, vi } from "vitest";
import { render, waitFor } from "@testing-library/react";
import type { SessionUserRecord } from "@fieldstead/domain";
import { SessionContext } from "../../auth/hooks/session-context.ts";
import { signedInSession, SIGNED_IN_USER } from "../../../test/session-fixtures.tsx";
import { connectHub, disconnectHub } from "../../../lib/hub/hub-client.ts";
import { useHubConnection } from "./use-hub-connection.ts";

vi.mock("../../../lib/hub/hub-client.ts", () => ({ connectHub: vi.fn(), disconnectHub: vi.fn() }));

const Frame = () => {
  useHubConnection();
  return null;
};
const withToken = (token: string) => ({ ...SIGNED_IN_USER, Token: token }) as SessionUserRecord;
const frame = (user: SessionUserRecord | null, count = 1) => (
  <SessionContext.Provider value={{ ...signedInSession(), user }}>
    {Array.from({ length: count }, (_, i) => (
      <Frame key={i} />
    ))}
  </SessionContext.Provider>
);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.mocked(connectHub).mockClear();
  vi.mocked(disconnectHub).mockClear();
});

describe("the hub connection of a signed-in page", () => {
  it("connects with the session's token and disconnects when the signed-in page goes", async () => {
    const view = render(frame(withToken("token-a")));
    await waitFor(() => expect(connectHub).toHaveBeenCalledWith("token-a"));
    view.rerender(frame(null, 0));
    await waitFor(() => expect(disconnectHub).toHaveBeenCalledTimes(1));
  });

  it("keeps the connection while one frame gives way to another", async () => {
    const view = render(frame(withToken("token-a")));
    await waitFor(() => expect(connectHub).toHaveBeenCalledTimes(1));
    view.rerender(frame(withToken("token-a"), 2));
    view.rerender(frame(withToken("token-a"), 1));
    await settle();
    expect(disconnectHub).not.toHaveBeenCalled();
    view.unmount();
    await waitFor(() => expect(disconnectHub).toHaveBeenCalledTimes(1));
  });

  it("moves to a new token when the session changes, and does not connect without one", async () => {
    const view = render(frame(null));
    await settle();
    expect(connectHub).not.toHaveBeenCalled();
    view.rerender(frame(withToken("token-a")));
    await waitFor(() => expect(connectHub).toHaveBeenLastCalledWith("token-a"));
    view.rerender(frame(withToken("token-b")));
    await waitFor(() => expect(connectHub).toHaveBeenLastCalledWith("token-b"));
    view.unmount();
  });
});
