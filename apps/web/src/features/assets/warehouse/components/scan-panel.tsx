import { useRef, useState, type FormEvent, type ReactElement } from "react";
import {
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import ErrorOutlined from "@mui/icons-material/ErrorOutlined";
import HourglassEmpty from "@mui/icons-material/HourglassEmpty";
import QrCodeScanner from "@mui/icons-material/QrCodeScanner";
import {
  WarehouseScanDirection,
  type LocationOption,
  type WarehouseScanDirectionValue,
  type WarehouseSummary,
} from "@fieldstead/domain";
import { DestinationPicker } from "../../components/form/destination-picker.tsx";
import { useScanQueue, type ScanEntry } from "./use-scan-queue.ts";

const ICONS: Record<ScanEntry["status"], ReactElement> = {
  pending: <HourglassEmpty fontSize="small" color="action" />,
  done: <CheckCircleOutlined fontSize="small" color="success" />,
  failed: <ErrorOutlined fontSize="small" color="error" />,
};

export type ScanPanelProps = {
  warehouse: WarehouseSummary;
  /** After each scan the server accepted (the stock changed). */
  onScanned: () => void;
};

/**
 * Scans in and out of a warehouse: the code field takes a barcode scanner's keystrokes (its Enter sends the
 * scan), and this visit's scans are listed with what each did or why it was refused.
 */
export const ScanPanel = ({ warehouse, onScanned }: ScanPanelProps) => {
  const [direction, setDirection] = useState<WarehouseScanDirectionValue>(WarehouseScanDirection.In);
  const [code, setCode] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [place, setPlace] = useState<LocationOption | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const { entries, submit, isBusy } = useScanQueue(onScanned);
  const isOut = direction === WarehouseScanDirection.Out;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const scanned = code.trim();
    const units = Number(quantity);
    if (!scanned) return setProblem("Scan or type a code.");
    if (!Number.isInteger(units) || units < 1)
      return setProblem("The quantity is a whole number of at least 1.");
    if (isOut && !place) return setPlaceError("Say where the units go.");
    setProblem(null);
    setPlaceError(null);
    submit({
      WarehouseId: warehouse.Id,
      Direction: direction,
      Code: scanned,
      Quantity: units,
      ToLocationId: isOut ? place!.Id : null,
      FromLocationId: !isOut && place ? place.Id : null,
    });
    setCode("");
    setQuantity("1");
    codeRef.current?.focus();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-label="Scan">
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1.5 }}>
        <QrCodeScanner color="primary" />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          Scan
        </Typography>
      </Stack>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={direction}
            onChange={(_event, next: WarehouseScanDirectionValue | null) => {
              if (!next) return;
              setDirection(next);
              setPlace(null);
              setPlaceError(null);
              codeRef.current?.focus();
            }}
            aria-label="Direction"
          >
            <ToggleButton value={WarehouseScanDirection.In}>In</ToggleButton>
            <ToggleButton value={WarehouseScanDirection.Out}>Out</ToggleButton>
          </ToggleButtonGroup>
          <DestinationPicker
            key={direction}
            label={isOut ? "Send to" : "Coming back from"}
            queryKey={["scan-places", warehouse.Id]}
            excludeId={warehouse.Id}
            value={place}
            onChange={(next) => {
              setPlace(next);
              setPlaceError(null);
            }}
            error={placeError ?? undefined}
            isRequired={isOut}
            helperText={isOut ? undefined : "Consumables returned from a site; leave empty for new stock."}
          />
          <TextField
            inputRef={codeRef}
            autoFocus
            label="Code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            helperText="Asset tag, serial number or part number; a scanner's Enter sends it."
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 100, spellCheck: false, "aria-label": "Code" } }}
          />
          <TextField
            label="Quantity"
            type="number"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            helperText="For consumables (part numbers)."
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          {problem && (
            <Typography role="alert" color="error" variant="body2">
              {problem}
            </Typography>
          )}
          <Button type="submit" variant="contained">
            {isOut ? "Scan out" : "Scan in"}
          </Button>
        </Stack>
      </Box>
      {isBusy && <LinearProgress sx={{ mt: 2 }} aria-label="Scanning" />}
      {entries.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            This visit&apos;s scans
          </Typography>
          <List dense aria-label="Scans" sx={{ maxHeight: 360, overflowY: "auto" }}>
            {entries.map((entry) => (
              <ListItem key={entry.id} disableGutters sx={{ alignItems: "flex-start" }}>
                <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>{ICONS[entry.status]}</ListItemIcon>
                <ListItemText
                  primary={`${entry.request.Direction} · ${entry.request.Code}`}
                  secondary={entry.message}
                  slotProps={{
                    secondary: {
                      color: entry.status === "failed" ? "error" : "text.secondary",
                      sx: { overflowWrap: "anywhere" },
                    },
                  }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Paper>
  );
};
