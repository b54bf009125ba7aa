import { Box, CircularProgress, Typography } from "@mui/material";

export type PageLoaderProps = { message?: string };

/** Shown while a page or its data loads. */
export const PageLoader = ({ message = "Fetching data, Please wait..." }: PageLoaderProps) => (
  <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 2, justifyContent: "center", py: 10 }}>
    <CircularProgress size={28} />
    <Typography sx={{ color: "text.secondary" }}>{message}</Typography>
  </Box>
);
