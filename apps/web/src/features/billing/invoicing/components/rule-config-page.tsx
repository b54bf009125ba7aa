import { useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import Add from "@mui/icons-material/Add";
import { AccessRightType, ModuleId, type BillingRule } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useBillingRules } from "../api/get-billing-rules.ts";
import { useRuleActions } from "../hooks/use-rule-actions.ts";
import { BILLING_ENTRY } from "./invoicing-paths.ts";
import { BillingRuleCard } from "./rules/billing-rule-card.tsx";
import { BillingRuleDialog } from "./rules/billing-rule-dialog.tsx";

/** The dialog on screen: a new rule, an edit of one, or none. */
type Editing = { kind: "new" } | { kind: "edit"; rule: BillingRule } | null;

/**
 * /billing/ruleconfig: the rules that turn each client's inventory and work into charges, with 'New rule', Edit
 * and Delete for roles that write them.
 */
export const RuleConfigPage = () => {
  const { can } = useModuleAccess();
  const rules = useBillingRules();
  const actions = useRuleActions();
  const [editing, setEditing] = useState<Editing>(null);
  const canWrite = can(ModuleId.BillingRuleConfig, ModuleId.Billing, AccessRightType.ReadWrite);

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[BILLING_ENTRY, { kind: "text", label: "Rule Configuration" }]} />
      <Stack
        direction="row"
        useFlexGap
        sx={{ gap: 2, justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", mb: 2 }}
      >
        <PageHeading>Rule Configuration</PageHeading>
        {canWrite && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ kind: "new" })}>
            New rule
          </Button>
        )}
      </Stack>
      {rules.isPending ? (
        <PageLoader />
      ) : rules.isError ? (
        <Alert severity="error">{`The rules could not be loaded: ${rules.error.message}`}</Alert>
      ) : rules.data.Rules.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>
          No billing rules yet: a batch then bills the clients' charge profiles and lease rents only.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Billing rules"
          sx={{
            display: "grid",
            gridTemplateColumns: {
              xs: "minmax(0, 1fr)",
              md: "repeat(2, minmax(0, 1fr))",
              xl: "repeat(3, minmax(0, 1fr))",
            },
            gap: 2,
            p: 0,
            m: 0,
          }}
        >
          {rules.data.Rules.map((rule) => (
            <BillingRuleCard
              key={rule.Id}
              rule={rule}
              canWrite={canWrite}
              isSaving={actions.isSaving}
              onToggleActive={(r, isActive) => void actions.toggleActive(r, isActive)}
              onEdit={(r) => setEditing({ kind: "edit", rule: r })}
              onDelete={(r) => void actions.deleteRule(r)}
            />
          ))}
        </Box>
      )}
      {editing && (
        <BillingRuleDialog
          {...(editing.kind === "edit" ? { rule: editing.rule } : {})}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
};
