import { RouterProvider } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { ApiError } from "../lib/http.ts";
import { theme } from "./theme.ts";
import { createRouter } from "./router.tsx";

/** One retry, and only for failures a retry can cure: not offline, not a refusal of the request itself. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 &&
  !(error instanceof ApiError && (error.code === "OFFLINE" || (error.status >= 400 && error.status < 500)));

const queryClient = new QueryClient({
  // networkMode 'always': every call is attempted, so the offline check of the HTTP client runs
  // (the default would pause queries silently while offline).
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: "always" },
    mutations: { networkMode: "always" },
  },
});

export type AppProps = { isMobile: boolean };

export const App = ({ isMobile }: AppProps) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter(isMobile, queryClient)} />
    </QueryClientProvider>
  </ThemeProvider>
);
