import { useState } from "react";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import { checkAssetUnits, type AssetDetail, type PartOption } from "@fieldstead/domain";
import { confirm } from "../../../../lib/confirm.ts";
import { ApiError } from "../../../../lib/http.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useUpdateAssetComponents } from "../../api/update-asset-components.ts";
import { AssetUnitFields } from "../form/asset-unit-fields.tsx";
import { PartPicker } from "../form/part-picker.tsx";

export type AssetComponentsTabProps = { asset: AssetDetail; canEdit: boolean };

/** Components: the parts fitted on the asset; the role with Edit Asset adds them from the catalogue or takes them off. */
export const AssetComponentsTab = ({ asset, canEdit }: AssetComponentsTabProps) => {
  const update = useUpdateAssetComponents();
  const [part, setPart] = useState<PartOption | null>(null);
  const [serialNumber, setSerialNumber] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);

  const send = async (body: Parameters<typeof update.mutateAsync>[0], done: string) => {
    try {
      await update.mutateAsync(body);
      showSnackbar({ message: done, severity: "success", durationMs: 5_000 });
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : [];
      setErrors(
        fields.length > 0
          ? Object.fromEntries(fields.map((f) => [f.field.replace(/^Add\.0\./, ""), f.message]))
          : { form: error instanceof Error ? error.message : String(error) },
      );
      return false;
    }
  };
  const handleAdd = async () => {
    if (!part) return setErrors({ PartId: "Pick a part of the catalogue." });
    const problems = checkAssetUnits({
      isSerialized: part.Serialized,
      serialNumber,
      quantity: part.Serialized ? null : Number(quantity),
    });
    if (problems.length > 0) return setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    setErrors({});
    const item = part.Serialized
      ? { PartId: part.Id, SerialNumber: serialNumber }
      : { PartId: part.Id, Quantity: Number(quantity) };
    if (await send({ AssetId: asset.Id, Add: [item] }, `${part.PartName} has been fitted.`)) {
      setPart(null);
      setSerialNumber("");
      setQuantity("1");
      setFormKey((k) => k + 1);
    }
  };
  const handleRemove = async (id: number, name: string) => {
    const { confirmed } = await confirm({
      title: "Take this component off?",
      message: `${name} is removed from ${asset.AssetTag}; the history keeps a note of it.`,
      icon: "warning",
      yesLabel: "Remove",
      noLabel: "Cancel",
    });
    if (confirmed) await send({ AssetId: asset.Id, Remove: [id] }, `${name} has been removed.`);
  };

  return (
    <Stack spacing={2}>
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      {asset.Components.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>No components are fitted on this asset.</Typography>
      ) : (
        <Stack component="ul" spacing={1} aria-label="Components" sx={{ m: 0, p: 0 }}>
          {asset.Components.map((c) => (
            <Paper component="li" key={c.Id} variant="outlined" sx={{ p: 1.5, listStyle: "none" }}>
              <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}>
                <Box sx={{ minWidth: 0, flex: "1 1 220px" }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{c.PartName}</Typography>
                  <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
                    {[
                      c.PartNumber,
                      c.Manufacturer,
                      c.Serialized ? `Serial ${c.SerialNumber ?? "--"}` : `Quantity ${c.Quantity}`,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Typography>
                </Box>
                {canEdit && (
                  <Button size="small" color="error" onClick={() => void handleRemove(c.Id, c.PartName)}>
                    Remove
                  </Button>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {canEdit && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
            Fit a component
          </Typography>
          <Stack
            key={formKey}
            direction={{ xs: "column", md: "row" }}
            spacing={2}
            sx={{ alignItems: { md: "flex-start" } }}
          >
            <Box sx={{ flex: 2, minWidth: 0 }}>
              <PartPicker value={part} onChange={setPart} error={errors.PartId} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <AssetUnitFields
                isSerialized={part?.Serialized ?? null}
                serialNumber={{
                  name: "SerialNumber",
                  onChange: (e) => setSerialNumber(e.target.value),
                  error: errors.SerialNumber,
                }}
                quantity={{
                  name: "Quantity",
                  defaultValue: "1",
                  onChange: (e) => setQuantity(e.target.value),
                  error: errors.Quantity,
                }}
              />
            </Box>
            <Button
              variant="contained"
              onClick={() => void handleAdd()}
              disabled={update.isPending}
              sx={{ mt: { md: 1 } }}
            >
              Fit
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
};
