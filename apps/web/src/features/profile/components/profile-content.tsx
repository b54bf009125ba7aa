import { Link as RouterLink } from "react-router";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import LockResetOutlined from "@mui/icons-material/LockResetOutlined";
import type { SessionUser } from "../../../lib/storage.ts";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { useEmployeeDetails } from "../api/get-employee-details.ts";
import { ProfileForm } from "./profile-form.tsx";
import { ProfileSummary } from "./profile-summary.tsx";
import { ProfilePictureButtons } from "../picture/components/profile-picture-buttons.tsx";
import { SignInSecuritySection } from "../sign-in-security/components/sign-in-security-section.tsx";

export type ProfileContentProps = { user: SessionUser };

/** The profile of the signed-in person: summary and the form. */
export const ProfileContent = ({ user }: ProfileContentProps) => {
  const details = useEmployeeDetails(user);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <BreadcrumbBar
        entries={[details.isError ? { kind: "error", label: "Profile" } : { kind: "text", label: "Profile" }]}
      />
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Profile
        </Typography>
        <Button component={RouterLink} to="/change-password" startIcon={<LockResetOutlined />}>
          Change password
        </Button>
      </Stack>
      {details.isPending && <PageLoader />}
      {details.isError && (
        <Alert severity="error">Your profile could not be loaded: {details.error.message}</Alert>
      )}
      {details.data && (
        <Box sx={{ display: "grid", gap: 3 }}>
          <ProfileSummary
            details={details.data}
            pictureActions={<ProfilePictureButtons hasPicture={details.data.ProfilePicturePath !== null} />}
          />
          <ProfileForm key={details.data.EmployeeId} details={details.data} />
          <SignInSecuritySection email={details.data.Email} />
        </Box>
      )}
    </Stack>
  );
};
