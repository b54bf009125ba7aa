import { DISPLAY_TIME_ZONE } from "@fieldstead/domain";

/** The copyright line of the footer and the profile menu: '© {year} {company}', the year in display time. */
export const copyrightLine = ({ companyName, now }: { companyName: string; now: Date }): string => {
  const year = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: DISPLAY_TIME_ZONE }).format(now);
  return `© ${year} ${companyName}`;
};

/** Initials for an avatar without a picture: first letters of the first and last name. */
export const initialsOf = ({ firstName, lastName }: { firstName: string; lastName: string }): string =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || "?";
