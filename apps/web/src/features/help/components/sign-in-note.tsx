import { Link as RouterLink, useLocation } from "react-router";
import { Alert, Button } from "@mui/material";
import { loginAddress } from "../../auth/index.ts";

export type SignInNoteProps = { message: string };

/**
 * Shown on the help pages to someone who is not signed in (they render without a guard, but their calls
 * need a session); 'Sign in' comes back here afterwards.
 */
export const SignInNote = ({ message }: SignInNoteProps) => {
  const { pathname, search } = useLocation();
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={loginAddress(`${pathname}${search}`)} color="inherit" size="small">
          Sign in
        </Button>
      }
    >
      {message}
    </Alert>
  );
};
