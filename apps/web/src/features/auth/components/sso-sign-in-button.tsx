import { Button, Divider } from "@mui/material";
import { isEmailAddress } from "@fieldstead/domain";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useSignInMethods } from "../api/get-sign-in-methods.ts";
import { pendingSsoSignIn } from "../sso-pending-sign-in.ts";

/** The methods are looked up once the typing has paused this long on a whole address. */
const LOOKUP_DELAY_MS = 400;

/** Microsoft's four squares, for "Sign in with Microsoft". */
const MicrosoftMark = () => (
  <svg width="18" height="18" viewBox="0 0 21 21" aria-hidden="true">
    <rect x="1" y="1" width="9" height="9" fill="#f25022" />
    <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
    <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
    <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
  </svg>
);

export type SsoSignInButtonProps = {
  /** The e-mail typed on the sign-in page. */
  email: string;
  /** Where to go once signed in. */
  returnUrl: string;
};

/**
 * "Sign in with Microsoft" (or the provider's name) under the sign-in form, when the typed address's domain signs
 * in with single sign-on. A click keeps the return address and the sign-in under way in local storage and goes
 * to the provider through the server; a failed start is only written to the console (portal-platform §7.4).
 */
export const SsoSignInButton = ({ email, returnUrl }: SsoSignInButtonProps) => {
  const typed = email.trim();
  const settled = useDebouncedValue(typed, LOOKUP_DELAY_MS);
  const methods = useSignInMethods(isEmailAddress(settled) ? settled : null);
  const singleSignOn = methods.data?.SingleSignOn;
  // Only for the address on screen: a button left from another address would sign that one in.
  if (!singleSignOn || settled !== typed) return null;

  const handleClick = () => {
    try {
      pendingSsoSignIn.write({ returnUrl, email: typed, startedAt: Date.now() });
      window.location.assign(singleSignOn.StartUrl);
    } catch (err) {
      console.error("single sign-on could not start", err);
    }
  };

  return (
    <>
      <Divider sx={{ color: "text.secondary", typography: "body2" }}>or</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        onClick={handleClick}
        startIcon={singleSignOn.Name === "Microsoft" ? <MicrosoftMark /> : undefined}
      >
        Sign in with {singleSignOn.Name}
      </Button>
    </>
  );
};
