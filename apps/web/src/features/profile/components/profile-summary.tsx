import type { ReactNode } from "react";
import { Avatar, Box, Link, Paper, Stack, Typography } from "@mui/material";
import type { EmployeeDetails } from "@fieldstead/domain";
import { NameText } from "../../../components/ui/name-text.tsx";
import { formatDate } from "../../../lib/format.ts";
import { profilePictureUrl } from "../../../lib/profile-picture-url.ts";

const initials = ({ EmpFirstName, EmpLastName }: EmployeeDetails) =>
  `${EmpFirstName.charAt(0)}${EmpLastName.charAt(0)}`.toUpperCase();

export type ProfileSummaryProps = {
  details: EmployeeDetails;
  /** What may be done with the picture (change, remove), under the details. */
  pictureActions?: ReactNode;
};

/** Who the person is: picture or initials, name, role, organisation, e-mail and since when. */
export const ProfileSummary = ({ details, pictureActions }: ProfileSummaryProps) => (
  <Paper variant="outlined" sx={{ p: 3 }}>
    <Stack direction="row" spacing={2.5} sx={{ alignItems: "center" }}>
      <Avatar
        src={profilePictureUrl(details.ProfilePicturePath)}
        alt={details.EmpFullName}
        sx={{ width: 72, height: 72, fontSize: 28, bgcolor: "primary.main" }}
      >
        {initials(details)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <NameText name={details.EmpFullName} variant="h6" component="p" sx={{ fontWeight: 600 }} />
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {details.RoleName || "--"} · {details.OrgName}
        </Typography>
        <Link href={`mailto:${details.Email}`} variant="body2">
          {details.Email}
        </Link>
        <Typography variant="caption" component="p" sx={{ color: "text.secondary", mt: 0.5 }}>
          Member since {formatDate(details.CreatedOn)}
        </Typography>
        {pictureActions}
      </Box>
    </Stack>
  </Paper>
);
