import { Box, Button, Card, FormControlLabel, Stack, Switch, Typography } from "@mui/material";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Edit from "@mui/icons-material/Edit";
import type { BillingRule } from "@fieldstead/domain";
import { ruleClientText, ruleCountsText } from "./rule-counts.ts";

export type BillingRuleCardProps = {
  rule: BillingRule;
  /** Whether the role writes rules: without it the switch is read-only and there is no Edit or Delete. */
  canWrite: boolean;
  isSaving: boolean;
  onToggleActive: (rule: BillingRule, isActive: boolean) => void;
  onEdit: (rule: BillingRule) => void;
  onDelete: (rule: BillingRule) => void;
};

/** One rule: its name, what it counts, for whom, at which charge code, and whether it bills now. */
export const BillingRuleCard = ({
  rule,
  canWrite,
  isSaving,
  onToggleActive,
  onEdit,
  onDelete,
}: BillingRuleCardProps) => {
  const facts = [
    ["Counts", ruleCountsText(rule)],
    ["Client", ruleClientText(rule)],
    ["Charge code", rule.ChargeCode],
  ] as const;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={rule.Name}
      sx={{ listStyle: "none", p: 2, minWidth: 0 }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
        {rule.Name}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: "auto minmax(0, 1fr)",
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mt: 1,
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack
        direction="row"
        useFlexGap
        sx={{ mt: 1.5, gap: 1, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}
      >
        <FormControlLabel
          label="Active"
          control={
            <Switch
              checked={rule.IsActive}
              disabled={!canWrite || isSaving}
              onChange={(event) => onToggleActive(rule, event.target.checked)}
              slotProps={{ input: { "aria-label": `Active: ${rule.Name}` } }}
            />
          }
        />
        {canWrite && (
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<Edit />} onClick={() => onEdit(rule)}>
              Edit
            </Button>
            <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => onDelete(rule)}>
              Delete
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
};
