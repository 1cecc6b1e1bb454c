/**
 * /notification-settings (spec maintenance 2.6): a left list and the chosen entry's pane on the
 * right. Company admin: PM notifications (master switch, 'Disable Notification' confirmation, and
 * the company's reminder configuration). Manager: Email notifications (operator usage report,
 * pending reviews) and PM notifications (their own toggle). Executive: Email notifications
 * (progress report Daily / Weekly / off) and PM notifications (PM due not resolved, with a
 * disable-till period when switched off, 1 week by default). PM entries only where the active
 * site shows PM.
 */
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import { Role } from '@shared/codes';
import { activeSite } from '../../../app/shell/active-site';
import { useSession } from '../../../app/session/session-store';
import { withQueryClient } from '../../../components/query/query-client';
import { CompanyPmPane } from './CompanyPmPane';
import { ExecutiveEmailPane, ExecutivePmPane } from './ExecutivePanes';
import { ManagerEmailPane, ManagerPmPane } from './ManagerPanes';

type Entry = 'email' | 'pm';

function NotificationSettings() {
  const session = useSession();
  const site = activeSite(session);
  const showsPm = Boolean(site?.isShowPM);
  const role = session.roleId;
  const entries: { id: Entry; text: string }[] = [];
  if (role === Role.Manager || role === Role.Executive)
    entries.push({ id: 'email', text: 'Email notifications' });
  if (showsPm && (role === Role.Manager || role === Role.Executive || role === Role.CompanyAdmin))
    entries.push({ id: 'pm', text: 'PM notifications' });
  const [chosen, setChosen] = useState<Entry | null>(null);
  const current = entries.find((e) => e.id === chosen) ?? entries[0];

  let pane = (
    <Box textAlign="center" color="text-body-secondary" padding="l">
      No notification settings for this role and site.
    </Box>
  );
  if (current?.id === 'email' && role === Role.Manager) pane = <ManagerEmailPane />;
  if (current?.id === 'pm' && role === Role.Manager) pane = <ManagerPmPane />;
  if (current?.id === 'email' && role === Role.Executive) pane = <ExecutiveEmailPane />;
  if (current?.id === 'pm' && role === Role.Executive) pane = <ExecutivePmPane />;
  if (current?.id === 'pm' && role === Role.CompanyAdmin && site)
    pane = <CompanyPmPane companyId={site.company_id} />;

  return (
    <ContentLayout header={<Header variant="h1">Notification Settings</Header>}>
      <Grid gridDefinition={[{ colspan: { default: 12, s: 4 } }, { colspan: { default: 12, s: 8 } }]}>
        <Container>
          <SideNavigation
            activeHref={current ? `#${current.id}` : undefined}
            items={entries.map((e) => ({ type: 'link' as const, text: e.text, href: `#${e.id}` }))}
            onFollow={(event) => {
              event.preventDefault();
              setChosen(event.detail.href.slice(1) as Entry);
            }}
          />
        </Container>
        <Container header={<Header variant="h2">{current?.text ?? 'Notifications'}</Header>}>
          {pane}
        </Container>
      </Grid>
    </ContentLayout>
  );
}

export const NotificationSettingsPage = withQueryClient(NotificationSettings);
