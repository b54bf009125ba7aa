import { useState } from "react";
import { Box, Button, Stack, Typography } from "@mui/material";
import EditOutlined from "@mui/icons-material/EditOutlined";
import { AccessRightType, LeaseStatus, ModuleId, type LeaseDetail } from "@fieldstead/domain";
import { PaperSection } from "../../../../../components/ui/paper-section.tsx";
import { useModuleAccess } from "../../../../permissions/index.ts";
import { LeaseFormDialog } from "../../form/lease-form-dialog.tsx";
import { canChangeTab } from "../lease-tabs.ts";
import { LeaseContactsSection } from "./lease-contacts-section.tsx";
import { LeaseGlance } from "./lease-glance.tsx";

export type LeaseOverviewTabProps = { lease: LeaseDetail };

/**
 * The Overview tab: the terms at a glance and the contacts. Its 'Edit terms' sends the Overview form, whose
 * quarterly tenure message asks for a multiple of 6 months.
 */
export const LeaseOverviewTab = ({ lease }: LeaseOverviewTabProps) => {
  const { can } = useModuleAccess();
  const [isEditing, setIsEditing] = useState(false);
  const canEditTerms =
    can(ModuleId.Leases, undefined, AccessRightType.ReadWrite) &&
    canChangeTab(can, ModuleId.LeaseOverview) &&
    lease.StatusId !== LeaseStatus.Terminated;
  return (
    <Stack spacing={3}>
      <PaperSection>
        <Stack
          direction="row"
          useFlexGap
          sx={{ gap: 1, justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", mb: 2 }}
        >
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            Terms at a glance
          </Typography>
          {canEditTerms && (
            <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setIsEditing(true)}>
              Edit terms
            </Button>
          )}
        </Stack>
        <Box>
          <LeaseGlance lease={lease} />
        </Box>
      </PaperSection>
      <LeaseContactsSection lease={lease} canEdit={canChangeTab(can, ModuleId.LeaseOverview)} />
      {isEditing && (
        <LeaseFormDialog
          lease={lease}
          form="overview"
          onClose={() => setIsEditing(false)}
          onSaved={() => setIsEditing(false)}
        />
      )}
    </Stack>
  );
};
