import { Chip, Stack } from "@mui/material";

/** The labels of a LabelText ('Work Order,Assigned'), without blanks or repeats. */
export const notificationLabels = (labelText: string): string[] => [
  ...new Set(
    labelText
      .split(",")
      .map((label) => label.trim())
      .filter((label) => label !== ""),
  ),
];

export type NotificationLabelsProps = { labelText: string };

/** A notification's labels as small chips. */
export const NotificationLabels = ({ labelText }: NotificationLabelsProps) => {
  const labels = notificationLabels(labelText);
  if (labels.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 0.5 }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" variant="outlined" sx={{ height: 22, fontSize: 12 }} />
      ))}
    </Stack>
  );
};
