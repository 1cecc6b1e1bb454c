/**
 * /quickinsights (spec core 2.13, maintenance 2.13): the configured QuickSight dashboard where
 * User/GetQuickSightUrl gives one; otherwise (and always on the twin) the built-in insights over
 * the roll-ups: inspections per day, approval rate and time to approve, open issues by site and by
 * age, meter usage trend, mean time to close an issue, PM compliance, planned (PM completions)
 * versus unplanned (work orders completed) work and labour cost per meter hour. Filters: company,
 * site, date range (the server narrows them to the caller's own sites).
 */
import { BarChart, ColumnLayout, Container, DatePicker, FormField, Grid, Header, LineChart, PieChart, Select, SpaceBetween } from '@cloudscape-design/components';
import { ReportsApi } from '@shared/reports/api';
import { dayjs, DATE_ONLY } from '@shared/dates';
import type { Insights } from '@shared/reports/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { callApi } from '../../app/api/client';
import { useSession } from '../../app/session/session-store';
import { withQueryClient } from '../../components/query/query-client';
import { ChartPanel } from './ChartPanel';

const ALL = { value: '0', label: 'All' };
type Day = Insights['days'][number];
type SiteRow = Insights['sites'][number];
const pct = (a: number, s: number) => (s ? Math.round((a / s) * 10_000) / 100 : 0);
/** Mean hours to close (null with no issue closed). */
const closeHours = (s: SiteRow) => (s.issues_closed ? Math.round((s.close_minutes / s.issues_closed / 60) * 10) / 10 : null);
/** Labour cost per meter hour used (null without usage). */
const costPerHour = (s: SiteRow) => (s.usage_hours > 0 ? Math.round((s.wo_cost / s.usage_hours) * 100) / 100 : null);
const HALF = { colspan: { default: 12, m: 6 } };

function Insights_() {
  const session = useSession();
  const today = dayjs().format(DATE_ONLY);
  const [from, setFrom] = useState(dayjs().subtract(29, 'day').format(DATE_ONLY));
  const [to, setTo] = useState(today);
  const [companyId, setCompanyId] = useState('0');
  const [siteId, setSiteId] = useState('0');
  const embed = useQuery({ queryKey: ['insights', 'quicksight'], queryFn: async () => (await callApi(ReportsApi.quickSightUrl)).data, staleTime: 5 * 60_000 });
  const data = useQuery({
    queryKey: ['insights', from, to, companyId, siteId, session.siteId, session.roleId],
    queryFn: async () => (await callApi(ReportsApi.insights, { query: { from_date: from, to_date: to, company_id: Number(companyId), site_id: Number(siteId) } })).data,
    enabled: !embed.data && from <= to,
  });
  const sites = (session.loginData?.usersites ?? []).filter((s) => s.status !== 20);
  const companies = [...new Map(sites.map((s) => [s.company_id, { value: String(s.company_id), label: s.company_name }])).values()];
  const siteOptions = sites.filter((s) => companyId === '0' || String(s.company_id) === companyId).map((s) => ({ value: String(s.site_id), label: s.site_name }));

  const insights = data.data;
  const days = useMemo(() => insights?.days ?? [], [insights]);
  const siteRows = insights?.sites ?? [];
  const totals = useMemo(() => days.reduce((t, d) => ({ s: t.s + d.submitted, a: t.a + d.approved, m: t.m + d.approve_minutes }), { s: 0, a: 0, m: 0 }), [days]);
  const x = (d: Day) => new Date(`${d.date}T12:00:00`);

  if (embed.data) {
    return <iframe title="Insights" src={embed.data} style={{ width: '100%', height: 'calc(100vh - 120px)', border: 0 }} />;
  }
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Insights</Header>}>
        <SpaceBetween direction="horizontal" size="l">
          <FormField label="Company">
            <Select selectedOption={companies.find((c) => c.value === companyId) ?? ALL} options={[ALL, ...companies]} onChange={({ detail }) => (setCompanyId(detail.selectedOption.value ?? '0'), setSiteId('0'))} />
          </FormField>
          <FormField label="Site">
            <Select selectedOption={siteOptions.find((s) => s.value === siteId) ?? ALL} options={[ALL, ...siteOptions]} onChange={({ detail }) => setSiteId(detail.selectedOption.value ?? '0')} />
          </FormField>
          <FormField label="From Date">
            <DatePicker value={from} isDateEnabled={(d) => dayjs(d).format(DATE_ONLY) <= today} onChange={({ detail }) => setFrom(detail.value)} />
          </FormField>
          <FormField label="To Date">
            <DatePicker value={to} isDateEnabled={(d) => dayjs(d).format(DATE_ONLY) <= today} onChange={({ detail }) => setTo(detail.value)} />
          </FormField>
        </SpaceBetween>
      </Container>
      <Container>
        <ColumnLayout columns={4} variant="text-grid">
          <div>
            <Header variant="h3">Submitted</Header>
            <span data-testid="kpi-submitted">{totals.s}</span>
          </div>
          <div>
            <Header variant="h3">Approval rate</Header>
            {pct(totals.a, totals.s)}%
          </div>
          <div>
            <Header variant="h3">Mean time to approve</Header>
            {totals.a ? `${Math.round(totals.m / totals.a)} min` : '-'}
          </div>
          <div>
            <Header variant="h3">Open issues</Header>
            {siteRows.reduce((n, s) => n + s.open_issues, 0)}
          </div>
        </ColumnLayout>
      </Container>
      <Grid gridDefinition={Array.from({ length: 9 }, () => HALF)}>
        <ChartPanel<Day>
          id="per-day"
          title="Inspections per day"
          rows={days}
          columns={[{ header: 'Date', value: (d) => d.date }, { header: 'Submitted', value: (d) => d.submitted }, { header: 'Approved', value: (d) => d.approved }]}
          chart={
            <LineChart
              statusType={data.isLoading ? 'loading' : 'finished'}
              series={[
                { title: 'Submitted', type: 'line', data: days.map((d) => ({ x: x(d), y: d.submitted })) },
                { title: 'Approved', type: 'line', data: days.map((d) => ({ x: x(d), y: d.approved })) },
              ]}
              xScaleType="time"
              xTickFormatter={(d) => dayjs(d).format('MM-DD')}
              height={220}
              hideFilter
              ariaLabel="Inspections per day"
              empty="No data found"
            />
          }
        />
        <ChartPanel<SiteRow>
          id="approval"
          title="Approval rate by site (%)"
          rows={siteRows}
          columns={[{ header: 'Site', value: (s) => s.site_name }, { header: 'Submitted', value: (s) => s.submitted }, { header: 'Approved', value: (s) => s.approved }, { header: 'Approval rate %', value: (s) => pct(s.approved, s.submitted) }, { header: 'Mean minutes to approve', value: (s) => (s.approved ? Math.round(s.approve_minutes / s.approved) : '-') }]}
          chart={
            <BarChart
              statusType={data.isLoading ? 'loading' : 'finished'}
              series={[{ title: 'Approval rate %', type: 'bar', data: siteRows.map((s) => ({ x: s.site_name, y: pct(s.approved, s.submitted) })) }]}
              xScaleType="categorical"
              yDomain={[0, 100]}
              height={220}
              hideFilter
              ariaLabel="Approval rate by site"
              empty="No data found"
            />
          }
        />
        <ChartPanel<SiteRow>
          id="open-issues-site"
          title="Open issues by site"
          rows={siteRows}
          columns={[{ header: 'Site', value: (s) => s.site_name }, { header: 'Open issues', value: (s) => s.open_issues }]}
          chart={
            <BarChart
              statusType={data.isLoading ? 'loading' : 'finished'}
              series={[{ title: 'Open issues', type: 'bar', data: siteRows.map((s) => ({ x: s.site_name, y: s.open_issues })) }]}
              xScaleType="categorical"
              height={220}
              hideFilter
              ariaLabel="Open issues by site"
              empty="No data found"
            />
          }
        />
        <ChartPanel<Insights['open_issue_ages'][number]>
          id="open-issues-age"
          title="Open issues by age"
          rows={insights?.open_issue_ages ?? []}
          columns={[{ header: 'Age', value: (a) => a.bucket }, { header: 'Open issues', value: (a) => a.count }]}
          chart={
            <PieChart
              statusType={data.isLoading ? 'loading' : 'finished'}
              data={(insights?.open_issue_ages ?? []).filter((a) => a.count > 0).map((a) => ({ title: a.bucket, value: a.count }))}
              size="small"
              hideFilter
              ariaLabel="Open issues by age"
              empty="No data found"
            />
          }
        />
        <ChartPanel<Day>
          id="usage"
          title="Meter usage hours per day"
          rows={days}
          columns={[{ header: 'Date', value: (d) => d.date }, { header: 'Usage hours', value: (d) => d.usage_hours }]}
          chart={
            <LineChart
              statusType={data.isLoading ? 'loading' : 'finished'}
              series={[{ title: 'Usage hours', type: 'line', data: days.map((d) => ({ x: x(d), y: d.usage_hours })) }]}
              xScaleType="time"
              xTickFormatter={(d) => dayjs(d).format('MM-DD')}
              height={220}
              hideFilter
              ariaLabel="Meter usage"
              empty="No data found"
            />
          }
        />
        <ChartPanel<SiteRow>
          id="close-time"
          title="Mean time to close an issue (hours)"
          rows={siteRows}
          columns={[{ header: 'Site', value: (s) => s.site_name }, { header: 'Issues closed', value: (s) => s.issues_closed }, { header: 'Mean hours to close', value: (s) => closeHours(s) ?? '-' }]}
          chart={
            <BarChart
              statusType={data.isLoading ? 'loading' : 'finished'}
              series={[{ title: 'Mean hours to close', type: 'bar', data: siteRows.filter((s) => s.issues_closed > 0).map((s) => ({ x: s.site_name, y: closeHours(s)! })) }]}
              xScaleType="categorical"
              height={220}
              hideFilter
              ariaLabel="Mean time to close an issue"
              empty="No data found"
            />
          }
        />
        <ChartPanel<SiteRow>
          id="pm-compliance"
          title="PM compliance (%)"
          rows={siteRows}
          columns={[{ header: 'Site', value: (s) => s.site_name }, { header: 'PMs completed', value: (s) => s.pm_completed }, { header: 'On time', value: (s) => s.pm_on_time }, { header: 'Compliance %', value: (s) => pct(s.pm_on_time, s.pm_completed) }]}
          chart={
            <BarChart
              statusType={data.isLoading ? 'loading' : 'finished'}
              series={[{ title: 'On time %', type: 'bar', data: siteRows.filter((s) => s.pm_completed > 0).map((s) => ({ x: s.site_name, y: pct(s.pm_on_time, s.pm_completed) })) }]}
              xScaleType="categorical"
              yDomain={[0, 100]}
              height={220}
              hideFilter
              ariaLabel="PM compliance"
              empty="No data found"
            />
          }
        />
        <ChartPanel<SiteRow>
          id="planned-work"
          title="Planned versus unplanned work"
          rows={siteRows}
          columns={[{ header: 'Site', value: (s) => s.site_name }, { header: 'Planned (PMs completed)', value: (s) => s.pm_completed }, { header: 'Unplanned (work orders completed)', value: (s) => s.wo_completed }, { header: 'Planned %', value: (s) => pct(s.pm_completed, s.pm_completed + s.wo_completed) }]}
          chart={
            <BarChart
              statusType={data.isLoading ? 'loading' : 'finished'}
              series={[
                { title: 'Planned', type: 'bar', data: siteRows.map((s) => ({ x: s.site_name, y: s.pm_completed })) },
                { title: 'Unplanned', type: 'bar', data: siteRows.map((s) => ({ x: s.site_name, y: s.wo_completed })) },
              ]}
              stackedBars
              xScaleType="categorical"
              height={220}
              hideFilter
              ariaLabel="Planned versus unplanned work"
              empty="No data found"
            />
          }
        />
        <ChartPanel<SiteRow>
          id="cost-per-hour"
          title="Cost per meter hour"
          rows={siteRows}
          columns={[{ header: 'Site', value: (s) => s.site_name }, { header: 'Labour cost', value: (s) => s.wo_cost }, { header: 'Meter hours used', value: (s) => Math.round(s.usage_hours * 100) / 100 }, { header: 'Cost per meter hour', value: (s) => costPerHour(s) ?? '-' }]}
          chart={
            <BarChart
              statusType={data.isLoading ? 'loading' : 'finished'}
              series={[{ title: 'Cost per meter hour', type: 'bar', data: siteRows.filter((s) => costPerHour(s) !== null).map((s) => ({ x: s.site_name, y: costPerHour(s)! })) }]}
              xScaleType="categorical"
              height={220}
              hideFilter
              ariaLabel="Cost per meter hour"
              empty="No data found"
            />
          }
        />
      </Grid>
    </SpaceBetween>
  );
}

export const InsightsPage = withQueryClient(Insights_);
