import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';

/** Shown by routes whose screens are not built yet (the page title is in the top bar). */
export function NotAvailablePage() {
  return (
    <ContentLayout>
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
