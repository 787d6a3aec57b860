import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';

interface LazySectionProps {
  children: ReactNode;
  /** The space kept meanwhile, close to the section's height, so the page does not jump. */
  minHeight: number;
  /** An anchor to the section (#calculator) renders it at once. */
  id?: string;
}

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

/** Opened once, when the visitor comes near the section; open from the start when prerendering. */
function createGate(): Gate {
  const gate: Gate = { opened: typeof window === 'undefined', promise: Promise.resolve(), open: () => undefined };
  if (gate.opened) return gate;
  gate.promise = new Promise<void>((resolve) => {
    gate.open = () => {
      gate.opened = true;
      resolve();
    };
  });
  return gate;
}

/** Suspends until the gate opens: the section's code is not even asked for before. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.opened) use(gate.promise);
  return children;
}

/**
 * A section below the fold whose code and data load only when the visitor scrolls near it, so the
 * first load of the home page carries the hero alone. The prerendered page has the section drawn
 * (a browser without scripts shows it); the browser keeps that HTML as it is until the visitor
 * comes near, then loads and hydrates it. Rendered in the browser (the visitor came from another
 * page), it keeps `minHeight` meanwhile. Without IntersectionObserver it loads at once.
 */
export function LazySection({ children, minHeight, id }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  useEffect(() => {
    const node = ref.current;
    if (gate.opened || !node) return;
    if (typeof IntersectionObserver === 'undefined' || (id !== undefined && window.location.hash === `#${id}`)) {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          gate.open();
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [gate, id]);
  return (
    <div ref={ref} id={id}>
      <Suspense fallback={<div style={{ minHeight }} />}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
