import { useEffect, useRef, useState } from 'react';

/**
 * A row that scrolls sideways when its entries do not fit (tab rows, the header's game types,
 * the centre's menu on a phone): which ends hide more, kept up to date while the row scrolls or
 * changes size. The class it gives (`scroll-hint` plus `has-more-start` / `has-more-end`,
 * src/styles/components.css) fades the row out at that end, so a visitor sees there is more;
 * a row that fits gets no fade. `count` is the number of entries: a change re-measures.
 */
export function useScrollHint<E extends HTMLElement>(count: number) {
  const ref = useRef<E>(null);
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const hidden = el.scrollWidth - el.clientWidth;
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft < hidden - 1;
      setEnds((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(el);
    // The entries' own sizes change too (labels arriving in another language, icons loading).
    for (const child of Array.from(el.children)) resize?.observe(child);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [count]);
  const className = `scroll-hint${ends.start ? ' has-more-start' : ''}${ends.end ? ' has-more-end' : ''}`;
  return { ref, className };
}
