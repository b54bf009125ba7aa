import { Link as RouterLink } from "react-router";
import { Breadcrumbs, Link, Typography } from "@mui/material";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import NavigateNext from "@mui/icons-material/NavigateNext";
import { assertNever } from "@fieldstead/domain";

export type BreadcrumbEntry =
  | { kind: "link"; label: string; to: string }
  | { kind: "text"; label: string }
  /** Shown in red: the entry names something that failed (e.g. a record that could not be loaded). */
  | { kind: "error"; label: string };

export type BreadcrumbBarProps = {
  entries: readonly BreadcrumbEntry[];
  /** Where the home link goes; the dashboard unless told. */
  homeTo?: string;
};

/** The breadcrumb bar (portal-platform §2.1): a home link, then links, plain text or red entries. */
export const BreadcrumbBar = ({ entries, homeTo = "/dashboard" }: BreadcrumbBarProps) => (
  <Breadcrumbs aria-label="Breadcrumb" separator={<NavigateNext fontSize="small" />} sx={{ mb: 2 }}>
    <Link
      component={RouterLink}
      to={homeTo}
      underline="hover"
      color="inherit"
      aria-label="Home"
      sx={{ display: "inline-flex", alignItems: "center" }}
    >
      <HomeOutlined fontSize="small" />
    </Link>
    {entries.map((entry, index) => {
      const isLast = index === entries.length - 1;
      switch (entry.kind) {
        case "link":
          return (
            <Link key={index} component={RouterLink} to={entry.to} underline="hover" color="inherit">
              {entry.label}
            </Link>
          );
        case "text":
          return (
            <Typography
              key={index}
              color={isLast ? "text.primary" : "text.secondary"}
              aria-current={isLast ? "page" : undefined}
            >
              {entry.label}
            </Typography>
          );
        case "error":
          return (
            <Typography key={index} color="error" aria-current={isLast ? "page" : undefined}>
              {entry.label}
            </Typography>
          );
        default:
          return assertNever(entry);
      }
    })}
  </Breadcrumbs>
);
