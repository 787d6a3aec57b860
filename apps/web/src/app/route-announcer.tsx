import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusElement } from '../components/SkipLink';

/** How long a page that is still loading has to show its heading before the title is said instead. */
const HEADING_WAIT_MS = 3000;

/** The page's main heading once it is on screen: the one in <main>, else the area header's. */
function mainHeading() {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/** Nothing has the focus: it is on the body, or on something the new page removed (the link clicked). */
function focusLost() {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Tells keyboard and screen reader users that the page changed, in every layout. The app changes
 * pages without a load, so a screen reader says nothing by itself. After each change of address:
 * - if the focus went with the old page (a link inside it), it moves to the new page's heading,
 *   which the reader then says, and Tab continues from there;
 * - else (a link in the menu, which stays) the focus stays put and a polite live region says the
 *   new page's title.
 * A page that puts the focus somewhere itself (a scan field) keeps it.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of page
  useEffect(() => {
    // The first page is announced by the browser's own page load.
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = performance.now();
    const announceTitle = () => {
      // The layouts set the title in their effects, which ran before this one; an empty message
      // first, so the same title twice is said twice.
      setMessage('');
      timer = setTimeout(() => setMessage(document.title), 100);
    };
    if (!focusLost()) {
      announceTitle();
    } else {
      // A page that is still loading (its own chunk) shows its heading a little later.
      const focusHeading = () => {
        if (!focusLost()) return;
        const heading = mainHeading();
        if (heading) focusElement(heading);
        else if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(focusHeading);
        else announceTitle();
      };
      focusHeading();
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
