import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Typography } from "@mui/material";
import { Logo } from "../../../components/ui/logo.tsx";

export type HeaderLogoProps = { clientLogoPath: string | null; organisationName: string; isCompact: boolean };

/** The client's logo, or the product's when the client has none (or it fails to load); links to the dashboard. */
export const HeaderLogo = ({ clientLogoPath, organisationName, isCompact }: HeaderLogoProps) => {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const hasClientLogo = clientLogoPath !== null && clientLogoPath !== "" && failedPath !== clientLogoPath;
  return (
    <Box
      component={RouterLink}
      to="/dashboard"
      aria-label={hasClientLogo ? `${organisationName} dashboard` : "Fieldstead dashboard"}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        color: "primary.main",
        textDecoration: "none",
        borderRadius: 1,
        flexShrink: 0,
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 2 },
      }}
    >
      {hasClientLogo ? (
        <Box
          component="img"
          src={clientLogoPath}
          alt=""
          onError={() => setFailedPath(clientLogoPath)}
          sx={{ height: 34, maxWidth: isCompact ? 120 : 180, objectFit: "contain" }}
        />
      ) : (
        <>
          <Logo size={30} />
          {!isCompact && (
            <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: "text.primary" }}>
              Fieldstead
            </Typography>
          )}
        </>
      )}
    </Box>
  );
};
