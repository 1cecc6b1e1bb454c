/**
 * The asset's maintenance cost (issue 11 item 4): the work orders' cost over the last 12 months,
 * labour + parts (issue 25 item 3: labour and parts cost shown side by side), and the cost per
 * meter hour (the figure fleet managers compare machines by), with the months as a stacked bar chart. For managers where the site shows maintenance; a failed load shows
 * nothing rather than a wrong figure.
 */
import { useQuery } from '@tanstack/react-query';
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { WorkOrdersApi } from '@shared/workorders/api';
import { callApi } from '../../../app/api/client';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function MaintenanceCostCard({ assetId }: { assetId: number }) {
  const cost = useQuery({
    queryKey: ['workorders', 'asset-cost', assetId],
    queryFn: async () =>
      (
        await callApi(
          WorkOrdersApi.getAssetMaintenanceCost,
          { params: { asset_id: assetId } },
          { quiet: true },
        )
      ).data,
  });
  const data = cost.data;
  if (cost.isError) return null;
  return (
    <Container header={<Header variant="h2">Maintenance Cost</Header>}>
      <SpaceBetween size="l">
        {!data ? (
          <Box color="text-status-inactive">Loading...</Box>
        ) : (
          <KeyValuePairs
            columns={4}
            items={[
              {
                label: 'Last 12 months',
                value: <span data-testid="asset-cost-12m">{dollars.format(data.cost_last_12_months)}</span>,
              },
              {
                label: 'Labour cost',
                value: (
                  <span data-testid="asset-cost-labour">
                    {dollars.format(data.labour_cost_last_12_months)}
                  </span>
                ),
              },
              {
                label: 'Parts cost',
                value: (
                  <span data-testid="asset-cost-parts">{dollars.format(data.parts_cost_last_12_months)}</span>
                ),
              },
              {
                label: 'Cost per meter hour',
                value: (
                  <span data-testid="asset-cost-per-hour">
                    {data.cost_per_meter_hour === null ? '-' : dollars.format(data.cost_per_meter_hour)}
                  </span>
                ),
              },
              { label: 'Meter hours (12 months)', value: String(data.meter_hours_last_12_months) },
            ]}
          />
        )}
        {data && data.months.some((m) => m.cost > 0) && (
          <BarChart
            height={120}
            hideFilter
            ariaLabel="Monthly maintenance cost"
            xScaleType="categorical"
            stackedBars
            series={[
              {
                title: 'Labour cost',
                type: 'bar',
                data: data.months.map((m) => ({ x: m.month, y: m.labour_cost })),
              },
              {
                title: 'Parts cost',
                type: 'bar',
                data: data.months.map((m) => ({ x: m.month, y: m.parts_cost })),
              },
            ]}
            i18nStrings={{ yTickFormatter: (y) => dollars.format(y) }}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}
