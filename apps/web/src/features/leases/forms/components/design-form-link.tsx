import { Link as RouterLink } from "react-router";
import { Link } from "@mui/material";
import DesignServicesOutlined from "@mui/icons-material/DesignServicesOutlined";

/** Opens the lease form's designer (FormBuilderLease). */
export const DesignFormLink = () => (
  <Link
    component={RouterLink}
    to="/FormBuilderLease"
    sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
  >
    <DesignServicesOutlined fontSize="small" />
    Design the form
  </Link>
);
