/**
 * The built-in insights' nine charts (spec core 2.13, maintenance 2.13), each a ChartPanel with its
 * table view and CSV / Excel export. A chunk of its own (Cloudscape's charts are the heavy part of
 * the page), loaded while the page's one insights call is on its way.
 */
import { BarChart, Grid, LineChart, PieChart } from '@cloudscape-design/components';
import { useDeferredValue, useMemo } from 'react';
import { dayjs } from '@shared/dates';
import type { Insights } from '@shared/reports/schemas';
import { costPerMeterHour } from '@shared/workorders/rules';
import { ChartPanel } from './ChartPanel';
import { pct } from './insights-query';

type Day = Insights['days'][number];
type SiteRow = Insights['sites'][number];
/** Mean hours to close (null with no issue closed). */
const closeHours = (s: SiteRow) =>
  s.issues_closed ? Math.round((s.close_minutes / s.issues_closed / 60) * 10) / 10 : null;
/** Cost (labour + parts) per meter hour used (null without usage): the asset page's rule. */
const costPerHour = (s: SiteRow) => costPerMeterHour(s.wo_cost, s.usage_hours);
const HALF = { colspan: { default: 12, m: 6 } };
const x = (d: Day) => new Date(`${d.date}T12:00:00`);
/** A chart with nothing to draw shows its empty text rather than bare axes. */
const orEmpty = <S extends { data: readonly unknown[] }>(series: S[]): S[] =>
  series.some((one) => one.data.length > 0) ? series : [];

const chartStatus = (loading: boolean) => (loading ? 'loading' : 'finished') as 'loading' | 'finished';

/** A line chart over the insights' days, a line per series. */
function DaysLineChart({
  days,
  loading,
  lines,
  ariaLabel,
}: {
  days: Day[];
  loading: boolean;
  lines: { title: string; y: (d: Day) => number }[];
  ariaLabel: string;
}) {
  return (
    <LineChart
      statusType={chartStatus(loading)}
      series={lines.map((line) => ({
        title: line.title,
        type: 'line' as const,
        data: days.map((d) => ({ x: x(d), y: line.y(d) })),
      }))}
      xScaleType="time"
      xTickFormatter={(d) => dayjs(d).format('MM-DD')}
      height={220}
      hideFilter
      ariaLabel={ariaLabel}
      empty="No data found"
    />
  );
}

/** The charts below the first one, as Grid items. */
function laterPanels(insights: Insights | undefined, loading: boolean) {
  const days = insights?.days ?? [];
  const siteRows = insights?.sites ?? [];
  const status = chartStatus(loading);
  return [
    <ChartPanel<SiteRow>
      key="approval"
      id="approval"
      title="Approval rate by site (%)"
      rows={siteRows}
      columns={[
        { header: 'Site', value: (s) => s.site_name },
        { header: 'Submitted', value: (s) => s.submitted },
        { header: 'Approved', value: (s) => s.approved },
        { header: 'Approval rate %', value: (s) => pct(s.approved, s.submitted) },
        {
          header: 'Mean minutes to approve',
          value: (s) => (s.approved ? Math.round(s.approve_minutes / s.approved) : '-'),
        },
      ]}
      chart={
        <BarChart
          statusType={status}
          series={[
            {
              title: 'Approval rate %',
              type: 'bar',
              data: siteRows.map((s) => ({ x: s.site_name, y: pct(s.approved, s.submitted) })),
            },
          ]}
          xScaleType="categorical"
          yDomain={[0, 100]}
          height={220}
          hideFilter
          ariaLabel="Approval rate by site"
          empty="No data found"
        />
      }
    />,
    <ChartPanel<SiteRow>
      key="open-issues-site"
      id="open-issues-site"
      title="Open issues by site"
      rows={siteRows}
      columns={[
        { header: 'Site', value: (s) => s.site_name },
        { header: 'Open issues', value: (s) => s.open_issues },
      ]}
      chart={
        <BarChart
          statusType={status}
          series={[
            {
              title: 'Open issues',
              type: 'bar',
              data: siteRows.map((s) => ({ x: s.site_name, y: s.open_issues })),
            },
          ]}
          xScaleType="categorical"
          height={220}
          hideFilter
          ariaLabel="Open issues by site"
          empty="No data found"
        />
      }
    />,
    <ChartPanel<Insights['open_issue_ages'][number]>
      key="open-issues-age"
      id="open-issues-age"
      title="Open issues by age"
      rows={insights?.open_issue_ages ?? []}
      columns={[
        { header: 'Age', value: (a) => a.bucket },
        { header: 'Open issues', value: (a) => a.count },
      ]}
      chart={
        <PieChart
          statusType={status}
          data={(insights?.open_issue_ages ?? [])
            .filter((a) => a.count > 0)
            .map((a) => ({ title: a.bucket, value: a.count }))}
          size="small"
          hideFilter
          ariaLabel="Open issues by age"
          empty="No data found"
        />
      }
    />,
    <ChartPanel<Day>
      key="usage"
      id="usage"
      title="Meter usage hours per day"
      rows={days}
      columns={[
        { header: 'Date', value: (d) => d.date },
        { header: 'Usage hours', value: (d) => d.usage_hours },
      ]}
      chart={
        <DaysLineChart
          days={days}
          loading={loading}
          lines={[{ title: 'Usage hours', y: (d) => d.usage_hours }]}
          ariaLabel="Meter usage"
        />
      }
    />,
    <ChartPanel<SiteRow>
      key="close-time"
      id="close-time"
      title="Mean time to close an issue (hours)"
      rows={siteRows}
      columns={[
        { header: 'Site', value: (s) => s.site_name },
        { header: 'Issues closed', value: (s) => s.issues_closed },
        { header: 'Mean hours to close', value: (s) => closeHours(s) ?? '-' },
      ]}
      chart={
        <BarChart
          statusType={status}
          series={orEmpty([
            {
              title: 'Mean hours to close',
              type: 'bar' as const,
              data: siteRows
                .filter((s) => s.issues_closed > 0)
                .map((s) => ({ x: s.site_name, y: closeHours(s)! })),
            },
          ])}
          xScaleType="categorical"
          height={220}
          hideFilter
          ariaLabel="Mean time to close an issue"
          empty="No data found"
        />
      }
    />,
    <ChartPanel<SiteRow>
      key="pm-compliance"
      id="pm-compliance"
      title="PM compliance (%)"
      rows={siteRows}
      columns={[
        { header: 'Site', value: (s) => s.site_name },
        { header: 'PMs completed', value: (s) => s.pm_completed },
        { header: 'On time', value: (s) => s.pm_on_time },
        {
          header: 'Compliance %',
          value: (s) => (s.pm_completed ? pct(s.pm_on_time, s.pm_completed) : '-'),
        },
      ]}
      chart={
        <BarChart
          statusType={status}
          series={orEmpty([
            {
              title: 'On time %',
              type: 'bar' as const,
              data: siteRows
                .filter((s) => s.pm_completed > 0)
                .map((s) => ({ x: s.site_name, y: pct(s.pm_on_time, s.pm_completed) })),
            },
          ])}
          xScaleType="categorical"
          yDomain={[0, 100]}
          height={220}
          hideFilter
          ariaLabel="PM compliance"
          empty="No data found"
        />
      }
    />,
    <ChartPanel<SiteRow>
      key="planned-work"
      id="planned-work"
      title="Planned versus unplanned work"
      rows={siteRows}
      columns={[
        { header: 'Site', value: (s) => s.site_name },
        { header: 'Planned (PMs completed)', value: (s) => s.pm_completed },
        { header: 'Unplanned (work orders completed)', value: (s) => s.wo_completed },
        {
          header: 'Planned %',
          value: (s) =>
            s.pm_completed + s.wo_completed ? pct(s.pm_completed, s.pm_completed + s.wo_completed) : '-',
        },
      ]}
      chart={
        <BarChart
          statusType={status}
          series={orEmpty([
            {
              title: 'Planned',
              type: 'bar' as const,
              data: siteRows
                .filter((s) => s.pm_completed + s.wo_completed > 0)
                .map((s) => ({ x: s.site_name, y: s.pm_completed })),
            },
            {
              title: 'Unplanned',
              type: 'bar' as const,
              data: siteRows
                .filter((s) => s.pm_completed + s.wo_completed > 0)
                .map((s) => ({ x: s.site_name, y: s.wo_completed })),
            },
          ])}
          stackedBars
          xScaleType="categorical"
          height={220}
          hideFilter
          ariaLabel="Planned versus unplanned work"
          empty="No data found"
        />
      }
    />,
    <ChartPanel<SiteRow>
      key="cost-per-hour"
      id="cost-per-hour"
      title="Cost per meter hour"
      rows={siteRows}
      columns={[
        { header: 'Site', value: (s) => s.site_name },
        { header: 'Labour cost ($)', value: (s) => Math.round(s.labour_cost * 100) / 100 },
        { header: 'Parts cost ($)', value: (s) => Math.round(s.parts_cost * 100) / 100 },
        { header: 'Total cost ($)', value: (s) => Math.round(s.wo_cost * 100) / 100 },
        { header: 'Meter hours used', value: (s) => Math.round(s.usage_hours * 100) / 100 },
        { header: 'Cost per meter hour ($)', value: (s) => costPerHour(s) ?? '-' },
      ]}
      chart={
        <BarChart
          statusType={status}
          series={orEmpty([
            {
              title: 'Cost per meter hour',
              type: 'bar' as const,
              data: siteRows
                .filter((s) => costPerHour(s) !== null)
                .map((s) => ({ x: s.site_name, y: costPerHour(s)! })),
            },
          ])}
          xScaleType="categorical"
          height={220}
          hideFilter
          ariaLabel="Cost per meter hour"
          empty="No data found"
        />
      }
    />,
  ];
}

export default function InsightCharts({
  insights,
  loading,
}: {
  insights: Insights | undefined;
  loading: boolean;
}) {
  const days = insights?.days ?? [];
  // The first chart draws as the data comes; the eight below it in a deferred render right after
  // (useDeferredValue; the memo keeps this render from drawing them with the old data): drawing all
  // nine at once held the first back by about 100 ms on a 2-core machine.
  const later = useDeferredValue(insights);
  const laterLoading = loading || later !== insights;
  const rest = useMemo(() => laterPanels(later, laterLoading), [later, laterLoading]);
  return (
    <Grid gridDefinition={Array.from({ length: 9 }, () => HALF)}>
      <ChartPanel<Day>
        id="per-day"
        title="Inspections per day"
        rows={days}
        columns={[
          { header: 'Date', value: (d) => d.date },
          { header: 'Submitted', value: (d) => d.submitted },
          { header: 'Approved', value: (d) => d.approved },
        ]}
        chart={
          <DaysLineChart
            days={days}
            loading={loading}
            lines={[
              { title: 'Submitted', y: (d) => d.submitted },
              { title: 'Approved', y: (d) => d.approved },
            ]}
            ariaLabel="Inspections per day"
          />
        }
      />
      {rest}
    </Grid>
  );
}
