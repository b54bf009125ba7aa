import { afterEach, describe, expect, it, vi } from "vitest";
import { render, waitFor } from "@testing-library/react";
import type { SessionUser } from "../../../lib/storage.ts";
import { SessionContext } from "../../auth/index.ts";
import { signedInSession, SIGNED_IN_USER } from "../../../test/session-fixtures.tsx";
import { connectHub, disconnectHub } from "../../../lib/hub/hub-client.ts";
import { useHubConnection } from "./use-hub-connection.ts";

vi.mock("../../../lib/hub/hub-client.ts", () => ({ connectHub: vi.fn(), disconnectHub: vi.fn() }));

const Frame = () => {
  useHubConnection();
  return null;
};
// Two sign-ins of one person differ by their session's expiry.
const signedInUntil = (expiresAt: number): SessionUser => ({ ...SIGNED_IN_USER, TokenExpiresAt: expiresAt });
const frame = (user: SessionUser | null, count = 1) => (
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
  it("connects for the signed-in session and disconnects when the signed-in page goes", async () => {
    const view = render(frame(signedInUntil(1000)));
    await waitFor(() => expect(connectHub).toHaveBeenCalledWith("12:1000"));
    view.rerender(frame(null, 0));
    await waitFor(() => expect(disconnectHub).toHaveBeenCalledTimes(1));
  });

  it("keeps the connection while one frame gives way to another", async () => {
    const view = render(frame(signedInUntil(1000)));
    await waitFor(() => expect(connectHub).toHaveBeenCalledTimes(1));
    view.rerender(frame(signedInUntil(1000), 2));
    view.rerender(frame(signedInUntil(1000), 1));
    await settle();
    expect(disconnectHub).not.toHaveBeenCalled();
    view.unmount();
    await waitFor(() => expect(disconnectHub).toHaveBeenCalledTimes(1));
  });

  it("connects again for a new sign-in, and does not connect without one", async () => {
    const view = render(frame(null));
    await settle();
    expect(connectHub).not.toHaveBeenCalled();
    view.rerender(frame(signedInUntil(1000)));
    await waitFor(() => expect(connectHub).toHaveBeenLastCalledWith("12:1000"));
    view.rerender(frame(signedInUntil(2000)));
    await waitFor(() => expect(connectHub).toHaveBeenLastCalledWith("12:2000"));
    view.unmount();
  });
});
