import { useState } from "react";
import { Link as RouterLink, Navigate, useSearchParams } from "react-router";
import { Alert, Box, Link, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../../components/ui/page-heading.tsx";
import { isNotFound } from "../../../../components/ui/record-not-found.tsx";
import { idFromPath } from "../../../../lib/path-id.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { billingSetupKeys } from "../api/billing-setup-keys.ts";
import { useChargeProfile } from "../api/get-charge-profile.ts";
import { searchClients } from "../api/get-client-list.ts";
import { isForbidden, useForbidden } from "../hooks/use-forbidden.ts";
import { ClientPicker, type ClientOption } from "./profile/client-picker.tsx";
import { ProfileLinesSection } from "./profile/profile-lines-section.tsx";
import { CLIENT_ID_PARAM, CLIENT_SERVICES_PATH, NO_RIGHTS_PATH } from "./setup-paths.ts";

const ProfileBody = ({ clientId, canWrite }: { clientId: number | null; canWrite: boolean }) => {
  const profile = useChargeProfile(clientId);
  if (clientId === null)
    return (
      <Typography sx={{ color: "text.secondary" }}>
        Pick a client to see the charge codes that apply to them.
      </Typography>
    );
  if (profile.isPending) return <Typography role="status">Loading the charge profile…</Typography>;
  if (profile.isError)
    return isForbidden(profile.error) ? (
      <Navigate to={NO_RIGHTS_PATH} replace />
    ) : (
      <Alert severity={isNotFound(profile.error) ? "warning" : "error"}>
        {isNotFound(profile.error)
          ? "There is no such client in your organisation."
          : `The charge profile could not be loaded: ${profile.error.message}`}
      </Alert>
    );
  return <ProfileLinesSection profile={profile.data} canWrite={canWrite} />;
};

/**
 * /chargeProfile?ClientId={id}: the charge codes that apply to a client, with negotiated rates and discounts.
 * The client is picked here or comes from Client Services; those who write billing setup edit the lines.
 */
export const ChargeProfilePage = () => {
  const { can } = useModuleAccess();
  const canWrite = can(ModuleId.Billing, undefined, AccessRightType.ReadWrite);
  const [params, setParams] = useSearchParams();
  const clientId = idFromPath(params.get(CLIENT_ID_PARAM) ?? undefined);
  const { isForbidden: isRefused, watch } = useForbidden();
  const fetchClients = watch(searchClients);
  // The picker's first options, read at once: they show at the first click, and a role without billing is
  // told so before it picks anything.
  useQuery({
    queryKey: [...billingSetupKeys.clientOptions, ""],
    queryFn: () => fetchClients(""),
    staleTime: 30_000,
  });
  const profileName = useChargeProfile(clientId).data?.ClientName;
  const [picked, setPicked] = useState<ClientOption | null>(null);
  if (isRefused) return <Navigate to={NO_RIGHTS_PATH} replace />;

  const value: ClientOption | null =
    clientId === null
      ? null
      : picked?.Id === clientId
        ? picked
        : profileName
          ? { Id: clientId, Name: profileName }
          : null;
  const handlePick = (client: ClientOption | null) => {
    setPicked(client);
    setParams(client ? { [CLIENT_ID_PARAM]: String(client.Id) } : {}, { replace: true });
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar
        entries={[
          { kind: "link", label: "Client Services", to: CLIENT_SERVICES_PATH },
          { kind: "text", label: "Charge Profiles" },
        ]}
      />
      <PageHeading spacing={1}>Charge Profiles</PageHeading>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>
        The charge codes billed to each client, at their list rate or a negotiated one. Clients are kept in{" "}
        <Link component={RouterLink} to={CLIENT_SERVICES_PATH}>
          Client Services
        </Link>
        .
      </Typography>
      <Box sx={{ maxWidth: 480, mb: 3 }}>
        <ClientPicker value={value} onChange={handlePick} fetchOptions={fetchClients} />
      </Box>
      <ProfileBody clientId={clientId} canWrite={canWrite} />
    </Box>
  );
};
