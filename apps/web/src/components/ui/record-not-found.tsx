import { Alert, Box } from "@mui/material";
import { BreadcrumbBar, type BreadcrumbEntry } from "./breadcrumb-bar.tsx";

export type RecordNotFoundProps = {
  /** The breadcrumb entries before the red one. */
  trail: readonly BreadcrumbEntry[];
  /** What the page shows, in lower case ('move request'). */
  noun: string;
  /** Why it is not shown: absent when there is no such record, else the failed call's error. */
  error?: Error | null;
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** True when a failed read means the record does not exist (a 404), as opposed to a call that failed. */
export const isNotFound = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "status" in error && error.status === 404;

/** A detail page whose record is missing (a warning) or could not be read (an error), with a red breadcrumb. */
export const RecordNotFound = ({ trail, noun, error }: RecordNotFoundProps) => {
  const isMissing = !error || isNotFound(error);
  return (
    <Box>
      <BreadcrumbBar entries={[...trail, { kind: "error", label: `${capitalised(noun)} not found` }]} />
      <Alert severity={isMissing ? "warning" : "error"}>
        {isMissing
          ? `There is no such ${noun} in your organisation.`
          : `The ${noun} could not be loaded: ${error.message}`}
      </Alert>
    </Box>
  );
};
