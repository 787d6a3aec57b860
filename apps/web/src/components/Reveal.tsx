import { type ReactNode, useEffect, useRef, useState } from 'react';
import classes from './Reveal.module.css';

interface RevealProps {
  children: ReactNode;
  /** Extra delay in ms, for staggering cards in a row. */
  delay?: number;
}

/**
 * Fades content in as it scrolls into view (120 px into the screen, over 400 ms). It starts
 * shown, as the prerendered page and a browser without scripts draw it; once mounted, only what is
 * still below the screen is hidden to be revealed, so nothing on screen blinks. People who prefer
 * reduced motion, and browsers without IntersectionObserver, see it at once.
 */
export function Reveal({ children, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    if (node.getBoundingClientRect().top < window.innerHeight) return;
    setWaiting(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWaiting(false);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -120px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={classes.reveal} data-waiting={waiting || undefined} style={{ transitionDelay: `${delay}ms` }}>
      {children}
    </div>
  );
}
