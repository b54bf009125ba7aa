import { Link as RouterLink } from "react-router";
import { Alert, Box, Link, Stack, Typography } from "@mui/material";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { Logo } from "../../../../components/ui/logo.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { messageOf } from "../../../../lib/form-errors.ts";
import { useSession } from "../../../auth/index.ts";
import { useCurrentTerms } from "../api/get-current-terms.ts";
import { useDefaultTerms } from "../api/get-default-terms.ts";
import { TermsDocument } from "./terms-document.tsx";

const TITLE = "Terms of Use";
const SIGNED_IN_DEFAULT_NOTE =
  "The standard terms of Fieldstead, in force until your organisation publishes its own.";
const SIGNED_OUT_DEFAULT_NOTE =
  "The standard terms of Fieldstead. Your organisation may publish its own: you see them once signed in.";

/** The terms as the call answered them, or why they cannot be shown. */
const TermsContent = ({
  query,
  defaultNote,
}: {
  query: ReturnType<typeof useCurrentTerms>;
  defaultNote: string;
}) => {
  if (query.isError)
    return (
      <Alert severity="error">{`The terms of use could not be loaded: ${messageOf(query.error)}`}</Alert>
    );
  if (!query.data) return <PageLoader message="Loading the terms of use..." />;
  return <TermsDocument terms={query.data} defaultNote={defaultNote} />;
};

/** Signed in: the organisation's terms in force, inside the portal's frame. */
const SignedInTerms = () => {
  const current = useCurrentTerms();
  return (
    <Box sx={{ minWidth: 0, maxWidth: 960 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: TITLE }]} />
      <PageHeading spacing={2}>{TITLE}</PageHeading>
      <TermsContent query={current} defaultNote={SIGNED_IN_DEFAULT_NOTE} />
    </Box>
  );
};

/** Signed out (the sign-in page links here): the product's default terms on a page of their own. */
const SignedOutTerms = () => {
  const terms = useDefaultTerms();
  return (
    <Box
      component="main"
      sx={{ minHeight: "100vh", bgcolor: "background.default", px: 2, py: { xs: 3, sm: 5 } }}
    >
      <Stack spacing={3} sx={{ maxWidth: 860, mx: "auto", minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", color: "primary.main" }}>
          <Logo size={36} />
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: "text.primary" }}>
            Fieldstead
          </Typography>
        </Stack>
        <PageHeading>{TITLE}</PageHeading>
        <TermsContent query={terms} defaultNote={SIGNED_OUT_DEFAULT_NOTE} />
        <Link component={RouterLink} to="/user/login" underline="hover">
          Back to sign in
        </Link>
      </Stack>
    </Box>
  );
};

/** /terms: the terms of use, for everyone; signed in, the organisation's own version. */
export const TermsPage = () => {
  const { user } = useSession();
  return user ? <SignedInTerms /> : <SignedOutTerms />;
};
