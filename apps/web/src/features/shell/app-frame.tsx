import { Outlet } from "react-router";
import { Box, Container } from "@mui/material";
import { AssistantHost } from "../assistant/index.ts";
import { AppFooter } from "./components/app-footer.tsx";
import { Header } from "./components/header.tsx";
import { useHubConnection } from "./hooks/use-hub-connection.ts";

/** The frame around signed-in pages: header with menu and buttons, the page, and the footer. */
export const AppFrame = () => {
  useHubConnection();
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default", display: "flex", flexDirection: "column" }}>
      <Header />
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 }, flex: 1 }}>
        <Outlet />
      </Container>
      <AppFooter />
      <AssistantHost />
    </Box>
  );
};
