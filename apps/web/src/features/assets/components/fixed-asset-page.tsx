import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import { BreadcrumbBar, type BreadcrumbEntry } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { FixedAssetSections } from "./fixed-asset-sections.tsx";

/** The breadcrumb entry every page of the module starts from. */
export const FIXED_ASSETS_ENTRY = {
  kind: "link",
  label: "Fixed Assets",
  to: "/fixedAssetManagement",
} as const;

export type FixedAssetPageProps = {
  /** The breadcrumb entries after 'Fixed Assets'. */
  trail: readonly BreadcrumbEntry[];
  /** The page's heading; absent when the page draws its own. */
  title?: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
};

/** A page of the fixed-asset module: its breadcrumb, the module's sections, and the page's heading. */
export const FixedAssetPage = ({ trail, title, intro, children }: FixedAssetPageProps) => (
  <Box sx={{ minWidth: 0 }}>
    <BreadcrumbBar entries={[FIXED_ASSETS_ENTRY, ...trail]} />
    <FixedAssetSections />
    {title && <PageHeading spacing={intro ? 1 : 2}>{title}</PageHeading>}
    {intro && <Typography sx={{ color: "text.secondary", mb: 2 }}>{intro}</Typography>}
    {children}
  </Box>
);
