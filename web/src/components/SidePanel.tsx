/**
 * A panel on the right over a dimmed page (the asset Edit drawer, the dashboard's Checked Out Assets);
 * Escape or the backdrop closes it, and a close button in the header for panels with no Close or Cancel of their own.
 */
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
  closeButton = false,
  children,
}: {
  title: string;
  onClose: () => void;
  /** False while the panel is busy (saving): Escape and the backdrop do nothing. */
  closable?: boolean;
  wide?: boolean;
  /** A close button (X) in the header, for panels whose content has no Close or Cancel. */
  closeButton?: boolean;
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
                closeButton && (
                  <Button
                    variant="icon"
                    iconName="close"
                    ariaLabel="Close"
                    disabled={!closable}
                    onClick={onClose}
                  />
                )
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
