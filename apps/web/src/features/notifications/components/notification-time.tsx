import { Typography } from "@mui/material";
import { formatDateTime, formatRelativeTime } from "../../../lib/format.ts";

export type NotificationTimeProps = { createdOn: string };

/** When it arrived: relative ('3 hours ago'), with the Denver date and time on hover. */
export const NotificationTime = ({ createdOn }: NotificationTimeProps) => (
  <Typography
    component="time"
    dateTime={createdOn}
    title={formatDateTime(createdOn)}
    variant="caption"
    sx={{ color: "text.secondary", whiteSpace: "nowrap" }}
  >
    {formatRelativeTime(createdOn)}
  </Typography>
);
