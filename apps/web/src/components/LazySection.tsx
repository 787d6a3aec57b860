import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

interface LazySectionProps {
  children: ReactNode;
  /** The space kept meanwhile, close to the section's height, so the page does not jump. */
  minHeight: number;
  /** An anchor to the section (#calculator) renders it at once. */
  id?: string;
}

/**
 * A section below the fold whose code and data load only when the visitor scrolls near it, so the
 * first load of the home page carries the hero alone. Without IntersectionObserver it renders at once.
 */
export function LazySection({ children, minHeight, id }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || (id !== undefined && window.location.hash === `#${id}`),
  );
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div style={{ minHeight }} />;
  return (
    <div ref={ref} id={id}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
