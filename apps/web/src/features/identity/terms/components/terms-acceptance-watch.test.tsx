import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { TermsAcceptanceReply } from "@fieldstead/domain";
import type { SessionUser } from "../../../../lib/storage.ts";
import { renderUi } from "../../../../test/render-ui.tsx";
import { SIGNED_IN_USER, signedInSession, testQueryClient } from "../../../../test/session-fixtures.tsx";
import { SessionContext } from "../../../auth/index.ts";
import { TermsAcceptanceWatch } from "./terms-acceptance-watch.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const updateUser = vi.fn<(patch: Partial<SessionUser>) => void>();

const answer = (reply: TermsAcceptanceReply) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(reply), { status: 200 }));

const show = (user: Partial<SessionUser>) =>
  renderUi(<TermsAcceptanceWatch />, {
    wrapper: (children) => (
      <QueryClientProvider client={testQueryClient()}>
        <SessionContext.Provider
          value={{ ...signedInSession({ ...SIGNED_IN_USER, ...user } as SessionUser), updateUser }}
        >
          {children}
        </SessionContext.Provider>
      </QueryClientProvider>
    ),
  });

beforeEach(() => {
  fetchMock.mockReset();
  updateUser.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the page-load check of the terms version", () => {
  it("tells a session signed in before a publication that a newer version waits", async () => {
    answer({ TermsVersion: 3, TermsAcceptedVersion: 2, IsCookiesSaved: true, TermsAcceptedOn: null });
    show({ IsCookiesSaved: true, TermsVersion: 2, TermsAcceptedVersion: 2 });
    await waitFor(() =>
      expect(updateUser).toHaveBeenCalledWith({ TermsVersion: 3, TermsAcceptedVersion: 2 }),
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/Terms/GetAcceptance");
  });

  it("never takes back an acceptance just made here with an older answer", async () => {
    answer({ TermsVersion: 3, TermsAcceptedVersion: 2, IsCookiesSaved: true, TermsAcceptedOn: null });
    show({ IsCookiesSaved: true, TermsVersion: 3, TermsAcceptedVersion: 3 });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updateUser).not.toHaveBeenCalled();
  });
});
