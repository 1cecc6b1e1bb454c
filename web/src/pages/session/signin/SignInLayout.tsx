import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import { brandColor } from '../../../app/branding';
import { useTenant } from '../../../app/tenant-context';

/**
 * The branded card the sign-in screens sit in. Its panel looks as Cloudscape's Container (app.css):
 * Container (and Form) wrap their content in Cloudscape's error boundary, whose fallback brings an
 * ICU message formatter, about a sixth of a sign-in screen's JavaScript (issue 30).
 */
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
        <div className="ac-signin__panel">
          <div className="ac-signin__panel-header">
            <div className="ac-signin__brand">
              {branding.logo_url && <img src={branding.logo_url} alt="" />}
              <Box variant="h1" fontSize="heading-l" data-testid="brand-name">
                {branding.name}
              </Box>
            </div>
          </div>
          <div className="ac-signin__panel-content">
            <Header variant="h2">{title}</Header>
            <Box margin={{ top: 'm' }}>{children}</Box>
          </div>
        </div>
      </div>
    </main>
  );
}
