/**
 * A form section: a container headed by its title and one action button (Add Task, Link Issue),
 * an optional alert above its content. The button never submits the form.
 */
import Alert, { type AlertProps } from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

export interface ActionContainerProps {
  title: string;
  actionText: string;
  disabled: boolean;
  onAction: () => void;
  alert?: { type: AlertProps.Type; text: string } | null;
  children: ReactNode;
}

export function ActionContainer({
  title,
  actionText,
  disabled,
  onAction,
  alert,
  children,
}: ActionContainerProps) {
  return (
    <Container
      header={
        <Header
          variant="h3"
          actions={
            <Button formAction="none" disabled={disabled} onClick={onAction}>
              {actionText}
            </Button>
          }
        >
          {title}
        </Header>
      }
    >
      <SpaceBetween size="s">
        {alert && <Alert type={alert.type}>{alert.text}</Alert>}
        {children}
      </SpaceBetween>
    </Container>
  );
}
