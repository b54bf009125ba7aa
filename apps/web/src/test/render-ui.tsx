import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { theme } from "../app/theme.ts";

export type RenderUiOptions = {
  /** The in-app address the component is shown at (a memory router); no router when absent. */
  route?: string;
  /** Extra providers around the component, inside the theme (and the router when there is one). */
  wrapper?: (children: ReactNode) => ReactElement;
};

/** Renders a component as the app shows it (the app's theme), with a user-event session to drive it. */
export const renderUi = (
  ui: ReactElement,
  { route, wrapper }: RenderUiOptions = {},
): RenderResult & { user: UserEvent } => {
  const user = userEvent.setup();
  const inner = wrapper ? wrapper(ui) : ui;
  const routed = route === undefined ? inner : <MemoryRouter initialEntries={[route]}>{inner}</MemoryRouter>;
  const result = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {routed}
    </ThemeProvider>,
  );
  return { ...result, user };
};
