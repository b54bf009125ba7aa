import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { renderUi } from "../../../test/render-ui.tsx";
import { testQueryClient } from "../../../test/session-fixtures.tsx";
import { SsoSignInButton } from "./sso-sign-in-button.tsx";

const GLOBEX = {
  StatusCode: 0,
  Password: true,
  SingleSignOn: { Name: "Microsoft", StartUrl: "/api/Login/SsoStart" },
};
const NONE = { StatusCode: 0, Password: true, SingleSignOn: null };

/** The e-mail field of the sign-in page with the button under it. */
const Page = () => {
  const [email, setEmail] = useState("");
  return (
    <>
      <label htmlFor="email">Email</label>
      <input id="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <SsoSignInButton email={email} returnUrl="/dashboard" />
    </>
  );
};

describe("the single sign-on button of the sign-in page", () => {
  let asked: string[];
  beforeEach(() => {
    asked = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(decodeURIComponent(url));
        const body = url.includes("globex.example") ? GLOBEX : NONE;
        return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers the provider once a whole address of its domain is typed, and asks once per address", async () => {
    const { user } = renderUi(
      <QueryClientProvider client={testQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    const field = screen.getByLabelText("Email");
    await user.type(field, "tech@globex.example");
    expect(await screen.findByRole("button", { name: "Sign in with Microsoft" })).toBeTruthy();
    expect(asked).toEqual(["/api/Login/GetClientRegisteredDbClean?email=tech@globex.example"]);

    await user.clear(field);
    await user.type(field, "admin@acme.example");
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByRole("button", { name: /Sign in with/ })).toBeNull();
  });

  it("asks nothing for a half-typed address", async () => {
    const { user } = renderUi(
      <QueryClientProvider client={testQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText("Email"), "tech@glob");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(asked).toEqual([]);
    expect(screen.queryByRole("button", { name: /Sign in with/ })).toBeNull();
  });
});
