import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { renderUi } from "../../test/render-ui.tsx";
import { loader } from "../../lib/loader.ts";
import { GlobalLoader } from "./global-loader.tsx";

afterEach(() => act(() => loader.reset()));

describe("the global loader", () => {
  it("spins while a call is pending, and leaves no spinner behind once it hides", async () => {
    renderUi(<GlobalLoader />);
    act(() => loader.requestStarted());
    expect(await screen.findByRole("progressbar")).toBeTruthy();
    expect(screen.getByText("Fetching data, Please wait...")).toBeTruthy();
    act(() => loader.requestEnded());
    // The hidden overlay stays in the page; an endless animation inside it would keep redrawing the page.
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });
});
