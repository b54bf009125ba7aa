import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Button, Card, CardContent, Link, Skeleton, Stack, Typography } from "@mui/material";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { messageOf } from "../../../lib/form-errors.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useCurrentTerms } from "./api/get-current-terms.ts";
import { termsVersionLine } from "./components/terms-document.tsx";
import { TermsEditor } from "./components/terms-editor.tsx";

/**
 * Settings card: Terms of use. The version in force and its date; someone who manages users edits the text and
 * publishes it as a new version, which everyone in the organisation is then asked to accept.
 */
export const TermsSettingsCard = () => {
  const current = useCurrentTerms();
  const access = useModuleAccess();
  const [isEditing, setEditing] = useState(false);
  const canPublish = access.can(ModuleId.UserAdministration, ModuleId.Admin, AccessRightType.ReadWrite);
  const terms = current.data;

  return (
    <Card variant="outlined" component="section" aria-labelledby="terms-settings-title">
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id="terms-settings-title" variant="h6" component="h2">
              Terms of use
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              Everyone accepts them at their first sign-in, and again whenever a new version is published.
            </Typography>
          </div>
          {current.isError && (
            <Alert severity="error">{`The terms of use could not be loaded: ${messageOf(current.error)}`}</Alert>
          )}
          {!terms && !current.isError && <Skeleton variant="text" width="60%" />}
          {terms && (
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>{termsVersionLine(terms)}</Typography>
                {terms.IsDefault && (
                  <Typography variant="body2" sx={{ color: "text.secondary" }}>
                    The standard terms of Fieldstead: the organisation has not published its own yet.
                  </Typography>
                )}
              </div>
              <Link component={RouterLink} to="/terms" underline="hover">
                View the terms page
              </Link>
            </Stack>
          )}
          {terms && canPublish && !isEditing && (
            <div>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                Edit the terms
              </Button>
            </div>
          )}
          {terms && isEditing && (
            <TermsEditor initialText={terms.BodyMarkdown} onClose={() => setEditing(false)} />
          )}
          {terms && !access.isLoading && !canPublish && (
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              Only people who manage users can publish new terms.
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
