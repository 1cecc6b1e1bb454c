/**
 * /quickinsights (spec core 2.13, maintenance 2.13): the configured QuickSight dashboard where
 * User/GetQuickSightUrl gives one; otherwise (and always on the twin) the built-in insights over
 * the roll-ups: inspections per day, approval rate and time to approve, open issues by site and by
 * age, meter usage trend, mean time to close an issue, PM compliance, planned (PM completions)
 * versus unplanned (work orders completed) work and cost (labour + parts) per meter hour. Filters: company,
 * site, date range (the server narrows them to the caller's own sites).
 */
import {
  ColumnLayout,
  Container,
  DatePicker,
  FormField,
  Header,
  Select,
  SpaceBetween,
  Spinner,
} from '@cloudscape-design/components';
import { dayjs, DATE_ONLY } from '@shared/dates';
import { ReportMessages } from '@shared/reports/messages';
import { METRICS_READ_ROLES } from '@shared/reliability/rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSession } from '../../../app/session/session-store';
import { withQueryClient } from '../../../components/query/query-client';
import { defaultFilters, insightsQuery, pct, quickSightQuery } from './insights-query';
import { ReliabilitySection } from './ReliabilitySection';

/** The charts chunk starts loading with this module, not after the page first renders. */
const chartsModule = import('./InsightCharts');
const InsightCharts = lazy(() => chartsModule);

const ALL = { value: '0', label: 'All' };
function Insights_() {
  const session = useSession();
  const today = dayjs().format(DATE_ONLY);
  const [from, setFrom] = useState(() => defaultFilters().from);
  const [to, setTo] = useState(today);
  const [companyId, setCompanyId] = useState('0');
  const [siteId, setSiteId] = useState('0');
  const embed = useQuery(quickSightQuery);
  // A range in the wrong order loads nothing: the fields say why (the reports' messages), not empty charts alone.
  const wrongOrder = Boolean(from && to && from > to);
  const data = useQuery({
    ...insightsQuery({ from, to, companyId, siteId }, session),
    enabled: !embed.data && from <= to,
  });
  const sites = (session.loginData?.usersites ?? []).filter((s) => s.status !== 20);
  const companies = [
    ...new Map(
      sites.map((s) => [s.company_id, { value: String(s.company_id), label: s.company_name }]),
    ).values(),
  ];
  const siteOptions = sites
    .filter((s) => companyId === '0' || String(s.company_id) === companyId)
    .map((s) => ({ value: String(s.site_id), label: s.site_name }));

  const insights = data.data;
  const days = useMemo(() => insights?.days ?? [], [insights]);
  const siteRows = insights?.sites ?? [];
  const totals = useMemo(
    () =>
      days.reduce((t, d) => ({ s: t.s + d.submitted, a: t.a + d.approved, m: t.m + d.approve_minutes }), {
        s: 0,
        a: 0,
        m: 0,
      }),
    [days],
  );

  if (embed.data) {
    return (
      <iframe
        title="Insights"
        src={embed.data}
        style={{ width: '100%', height: 'calc(100vh - 120px)', border: 0 }}
      />
    );
  }
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Insights</Header>}>
        <SpaceBetween direction="horizontal" size="l">
          <FormField label="Company">
            <Select
              selectedOption={companies.find((c) => c.value === companyId) ?? ALL}
              options={[ALL, ...companies]}
              onChange={({ detail }) => (setCompanyId(detail.selectedOption.value ?? '0'), setSiteId('0'))}
            />
          </FormField>
          <FormField label="Site">
            <Select
              selectedOption={siteOptions.find((s) => s.value === siteId) ?? ALL}
              options={[ALL, ...siteOptions]}
              onChange={({ detail }) => setSiteId(detail.selectedOption.value ?? '0')}
            />
          </FormField>
          <FormField label="From Date" errorText={wrongOrder ? ReportMessages.fromBeforeTo : undefined}>
            <DatePicker
              openCalendarAriaLabel={(selected) =>
                `Choose From Date${selected ? `, selected ${selected}` : ''}`
              }
              value={from}
              isDateEnabled={(d) => dayjs(d).format(DATE_ONLY) <= today}
              onChange={({ detail }) => setFrom(detail.value)}
            />
          </FormField>
          <FormField label="To Date" errorText={wrongOrder ? ReportMessages.toAfterFrom : undefined}>
            <DatePicker
              openCalendarAriaLabel={(selected) =>
                `Choose To Date${selected ? `, selected ${selected}` : ''}`
              }
              value={to}
              isDateEnabled={(d) => dayjs(d).format(DATE_ONLY) <= today}
              onChange={({ detail }) => setTo(detail.value)}
            />
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
      <Suspense fallback={<Spinner size="large" />}>
        <InsightCharts insights={insights} loading={data.isLoading} />
      </Suspense>
      {/* Issue 25 item 6: managers, executives and company admins read the reliability metrics. */}
      {(METRICS_READ_ROLES as readonly (number | null)[]).includes(session.roleId) && (
        <ReliabilitySection from={from} to={to} companyId={companyId} siteId={siteId} />
      )}
    </SpaceBetween>
  );
}

export const InsightsPage = withQueryClient(Insights_);
