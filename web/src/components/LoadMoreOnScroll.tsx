/**
 * The end of a scrolling list (spec 2.9 history, 9): while it is in view and more can be loaded,
 * it asks for the next page, no sooner than a second after the last ask, and shows 'Loading...'
 * while a page loads. Pages that do not fill the view are followed by the next one at once.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

/** Spec 9: scroll throttle 1000 ms. */
const SCROLL_THROTTLE_MS = 1000;
/** A page that has just grown the list may have pushed the end out of view: wait for the observer to say. */
const SETTLE_MS = 200;

export interface LoadMoreOnScrollProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function LoadMoreOnScroll({ hasMore, loading, onLoadMore }: LoadMoreOnScrollProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const lastAsk = useRef(0);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    // A little before the end comes into view (and never a zero-size target on a clipping edge).
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      rootMargin: '0px 0px 120px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!inView || !hasMore || loading) return;
    const wait = Math.max(SETTLE_MS, lastAsk.current + SCROLL_THROTTLE_MS - Date.now());
    const timer = window.setTimeout(() => {
      lastAsk.current = Date.now();
      latest.current();
    }, wait);
    return () => window.clearTimeout(timer);
  }, [inView, hasMore, loading]);

  return (
    <div ref={sentinel} data-testid="load-more" style={{ minHeight: 8 }}>
      {loading && (
        <Box textAlign="center" padding="s" color="text-status-inactive">
          <Spinner /> Loading...
        </Box>
      )}
    </div>
  );
}
