import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { Alert, Box, Tab, Tabs } from "@mui/material";
import { BreadcrumbBar } from "../../../../components/ui/breadcrumb-bar.tsx";
import { PageLoader } from "../../../../components/ui/page-loader.tsx";
import { RecordNotFound } from "../../../../components/ui/record-not-found.tsx";
import { idFromPath } from "../../../../lib/path-id.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { useLease } from "../../api/get-lease.ts";
import { LEASES_ENTRY, leaseDetailPath } from "../lease-paths.ts";
import { LeaseHeader } from "./lease-header.tsx";
import { LeaseTabContent } from "./lease-tab-content.tsx";
import { visibleLeaseTabs } from "./lease-tabs.ts";

/**
 * /LeaseManagement/details/{id}?tab=…: a lease's header, what the role may do to it, and the tabs the role
 * holds. An unknown tab, or one the role lacks, shows the first tab it holds.
 */
export const LeaseDetailPage = () => {
  const id = idFromPath(useParams().leaseId);
  const [params] = useSearchParams();
  const access = useModuleAccess();
  const query = useLease(id);
  if (id !== null && (query.isPending || access.isLoading)) return <PageLoader />;
  if (id === null || query.isError || !query.data)
    return <RecordNotFound trail={[LEASES_ENTRY]} noun="lease" error={id === null ? null : query.error} />;
  const lease = query.data;
  const tabs = visibleLeaseTabs(access.can);
  // A link may spell the tab in any case (?tab=billing).
  const asked = (params.get("tab") ?? "").toLowerCase();
  const current = tabs.find((t) => t.value.toLowerCase() === asked) ?? tabs[0];

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[LEASES_ENTRY, { kind: "text", label: lease.LeaseNumber }]} />
      <LeaseHeader lease={lease} />
      {current ? (
        <>
          <Tabs
            value={current.value}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Lease sections"
            sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
          >
            {tabs.map((t) => (
              <Tab
                key={t.value}
                value={t.value}
                label={t.label}
                component={RouterLink}
                to={leaseDetailPath(lease.Id, t.value)}
              />
            ))}
          </Tabs>
          <LeaseTabContent tab={current.value} lease={lease} />
        </>
      ) : (
        <Alert severity="info">Your role shows none of this lease's sections.</Alert>
      )}
    </Box>
  );
};
