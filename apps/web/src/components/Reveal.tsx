import { type ReactNode, useEffect, useRef, useState } from 'react';
import classes from './Reveal.module.css';

interface RevealProps {
  children: ReactNode;
  /** Extra delay in ms, for staggering cards in a row. */
  delay?: number;
}

/**
 * Fades content in as it scrolls into view (DESIGN.md section 6: 120 px offset, 400 ms). People who
 * prefer reduced motion, and browsers without IntersectionObserver, see it at once.
 */
export function Reveal({ children, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(
    () => typeof IntersectionObserver === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -120px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref} className={classes.reveal} data-visible={visible || undefined} style={{ transitionDelay: `${delay}ms` }}>
      {children}
    </div>
  );
}
