import { useEffect, useState, type ComponentType, type ReactElement } from "react";
import type { TooltipProps } from "@mui/material/Tooltip";

type TooltipComponent = ComponentType<TooltipProps>;

let loaded: TooltipComponent | null = null;
// Fetched as soon as the app starts, beside the first screen's data: usually here before the header renders.
const loading: Promise<TooltipComponent> = import("@mui/material/Tooltip").then((module) => {
  loaded = module.default;
  return loaded;
});

export type DeferredTooltipProps = { title: string; children: ReactElement };

/**
 * A tooltip for the controls of the first screen (the header): MUI's tooltip and its positioning engine are
 * not part of the first download. They are fetched when the app starts; a control rendered before they arrive
 * shows without a tooltip until then (its accessible name never depends on it).
 */
export const DeferredTooltip = ({ title, children }: DeferredTooltipProps) => {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  useEffect(() => {
    if (Tooltip) return;
    let isCurrent = true;
    void loading.then((component) => {
      if (isCurrent) setTooltip(() => component);
    });
    return () => {
      isCurrent = false;
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip title={title}>{children}</Tooltip> : children;
};
