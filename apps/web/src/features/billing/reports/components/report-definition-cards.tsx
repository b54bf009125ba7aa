import { Card, Stack, Typography } from "@mui/material";
import { FactList } from "../../../../components/ui/fact-list.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { DefinitionActions } from "./definition-actions.tsx";
import { DefinitionParamsText } from "./definition-params-text.tsx";
import type { ReportDefinitionsListProps } from "./report-definitions-table.tsx";

/** The saved reports on a phone: a card each, with its report, parameters, when it was saved and its actions. */
export const ReportDefinitionCards = ({ definitions, ...actions }: ReportDefinitionsListProps) => (
  <Stack component="ul" aria-label="Saved reports" spacing={1.5} sx={{ p: 0, m: 0 }}>
    {definitions.map((definition) => (
      <Card
        component="li"
        key={definition.Id}
        variant="outlined"
        sx={{ listStyle: "none", p: 2, minWidth: 0 }}
      >
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere", mb: 1.5 }}>{definition.Name}</Typography>
        <FactList
          columns={2}
          spacing={1}
          facts={[
            ["Report", definition.KindName],
            ["Parameters", <DefinitionParamsText key="params" params={definition.Params} />],
            ["Saved on", formatDateTime(definition.CreatedAt)],
          ]}
        />
        <Stack sx={{ mt: 1.5 }}>
          <DefinitionActions definition={definition} {...actions} />
        </Stack>
      </Card>
    ))}
  </Stack>
);
