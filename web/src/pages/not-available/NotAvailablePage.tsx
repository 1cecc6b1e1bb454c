import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { usePageTitle } from '../../app/use-page-title';

/** Shown by routes whose screens are not built yet: the page title and a plain empty state. */
export function NotAvailablePage() {
  const title = usePageTitle();
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        <Box textAlign="center" color="inherit" padding={{ vertical: 'xxl' }}>
          <Box variant="h2" color="inherit">
            Not available yet
          </Box>
          <Box variant="p" color="text-body-secondary">
            This page is not available yet.
          </Box>
        </Box>
      </Container>
    </ContentLayout>
  );
}
