import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { brandColor } from '../../../app/branding';
import { useTenant } from '../../../app/tenant-context';

/** The branded card the sign-in screens sit in. */
export function SignInLayout({ title, children }: { title: string; children: ReactNode }) {
  const { branding } = useTenant();
  return (
    <main className="ac-signin">
      <div
        className="ac-signin__hero"
        data-testid="brand-bar"
        style={{ backgroundColor: brandColor(branding) }}
      />
      <div className="ac-signin__card">
        <Container
          header={
            <div className="ac-signin__brand">
              {branding.logo_url && <img src={branding.logo_url} alt="" />}
              <Box variant="h1" fontSize="heading-l" data-testid="brand-name">
                {branding.name}
              </Box>
            </div>
          }
        >
          <Header variant="h2">{title}</Header>
          <Box margin={{ top: 'm' }}>{children}</Box>
        </Container>
      </div>
    </main>
  );
}
