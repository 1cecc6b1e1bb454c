/** Long text cut after a number of characters with a 'Read More' / 'Read Less' toggle (spec maintenance 2.7, 9: 180). Rendered as text, never HTML. */
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';

export function ReadMore({ text, limit = 180 }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  const long = text.length > limit;
  return (
    <span className="ac-read-more" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {long && !open ? `${text.slice(0, limit)}...` : text}
      {long && (
        <>
          {' '}
          <Button variant="inline-link" onClick={() => setOpen(!open)}>
            {open ? 'Read Less' : 'Read More'}
          </Button>
        </>
      )}
    </span>
  );
}
