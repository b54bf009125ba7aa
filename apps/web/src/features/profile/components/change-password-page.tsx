import { Stack, Typography } from "@mui/material";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { SignedInOnly } from "./signed-in-only.tsx";

/** /change-password: the signed-in person changes their password; their other sessions end. */
export const ChangePasswordPage = () => (
  <SignedInOnly>
    {() => (
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <BreadcrumbBar
          entries={[
            { kind: "link", label: "Profile", to: "/profile" },
            { kind: "text", label: "Change Password" },
          ]}
        />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Change Password
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>
          After the change, you stay signed in here and are signed out everywhere else.
        </Typography>
        <ChangePasswordForm />
      </Stack>
    )}
  </SignedInOnly>
);
