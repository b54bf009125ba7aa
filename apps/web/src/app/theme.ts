import { createTheme } from "@mui/material/styles";

export const theme = createTheme({
  palette: {
    primary: { main: "#1f5fbf", 50: "#eaf1fb" } as never,
    secondary: { main: "#0f766e" },
    background: { default: "#f5f7fa", paper: "#ffffff" },
    text: { primary: "#1b2430", secondary: "#5b6675" },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    MuiPaper: { styleOverrides: { root: { borderRadius: 12 } } },
  },
});
