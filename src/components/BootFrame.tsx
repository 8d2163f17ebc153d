import { useLayoutEffect, useRef, type ReactNode } from 'react';

// The static frame of index.html (header, logo, skeletons; src/styles/boot.css) is what a
// visitor sees until the scripts have run. React clears #root on its first commit; the app's
// own loading screens (the language, the system status) show that same element again, moved
// into place before the browser paints, so the page goes from frame to portal with nothing
// in between.
let frame: Element | null = null;

/** Keeps the static frame the page arrived with (main.tsx, before React mounts). */
export function keepBootFrame(element: Element | null) {
  frame = element;
}

/** The static frame while the app starts; `fallback` where there is none (tests, development). */
export function BootFrame({ testId, fallback }: { testId: string; fallback: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (frame && ref.current) ref.current.appendChild(frame);
  }, []);
  if (!frame) return <>{fallback}</>;
  return <div ref={ref} data-testid={testId} aria-busy="true" />;
}
