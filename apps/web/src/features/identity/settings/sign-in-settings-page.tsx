import { Stack, Typography } from "@mui/material";
import { SecondStepSettingsCard } from "../second-step/second-step-settings-card.tsx";
import { SingleSignOnSettingsCard } from "../single-sign-on/single-sign-on-settings-card.tsx";
import { TermsSettingsCard } from "../terms/terms-settings-card.tsx";

/**
 * /settings: the organisation's sign-in settings an administrator changes — the second step at sign-in, single
 * sign-on and the terms of use. The server refuses each change to anyone without the right to manage users.
 */
export const SignInSettingsPage = () => (
  <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
    <Typography variant="h5" component="h1">
      Settings
    </Typography>
    <SecondStepSettingsCard />
    <SingleSignOnSettingsCard />
    <TermsSettingsCard />
  </Stack>
);
