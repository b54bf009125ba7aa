import { Link as RouterLink, useLocation } from "react-router";
import { Tab, Tabs } from "@mui/material";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { useModuleAccess } from "../../permissions/index.ts";

type Section = { label: string; to: string; moduleId?: number; level?: number };

const SECTIONS: readonly Section[] = [
  { label: "Assets", to: "/fixedAssetManagement" },
  { label: "Move requests", to: "/fixedAssetManagement/MoveAssetRequest" },
  {
    label: "Material requests",
    to: "/materialRequest",
    moduleId: ModuleId.MaterialRequestDetails,
    level: AccessRightType.ReadOnly,
  },
  {
    label: "Warehouse",
    to: "/fixedAssetManagement/warehouse",
    moduleId: ModuleId.Warehouse,
    level: AccessRightType.ReadOnly,
  },
];

/** The sections of the fixed-asset module, as links (each has its own address). */
export const FixedAssetSections = () => {
  const { pathname } = useLocation();
  const { can } = useModuleAccess();
  const shown = SECTIONS.filter(
    (s) => s.moduleId === undefined || can(s.moduleId, ModuleId.FixedAssets, s.level),
  );
  const current =
    [...shown].sort((a, b) => b.to.length - a.to.length).find((s) => pathname.startsWith(s.to))?.to ?? false;
  return (
    <Tabs
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Fixed-asset sections"
      sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
    >
      {shown.map((s) => (
        <Tab key={s.to} value={s.to} label={s.label} component={RouterLink} to={s.to} />
      ))}
    </Tabs>
  );
};
