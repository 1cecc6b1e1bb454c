/** A panel on the right over a dimmed page (the asset Edit drawer, the dashboard's Checked Out Assets); its close button, Escape or the backdrop closes it. */
import { useEffect, type ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Drawer from '@cloudscape-design/components/drawer';
import Header from '@cloudscape-design/components/header';
import './side-panel.css';

export function SidePanel({
  title,
  onClose,
  closable = true,
  wide = false,
  children,
}: {
  title: string;
  onClose: () => void;
  /** False while the panel is busy (saving): Escape and the backdrop do nothing. */
  closable?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closable && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, closable]);

  return (
    <>
      <div className="ac-side-panel__backdrop" onClick={() => closable && onClose()} />
      <aside
        className={`ac-side-panel${wide ? ' ac-side-panel--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
      >
        <Drawer
          header={
            <Header
              variant="h2"
              actions={
                <Button
                  variant="icon"
                  iconName="close"
                  ariaLabel="Close"
                  disabled={!closable}
                  onClick={onClose}
                />
              }
            >
              {title}
            </Header>
          }
        >
          {children}
        </Drawer>
      </aside>
    </>
  );
}
