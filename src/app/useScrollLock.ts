import { useLayoutEffect } from 'react';

/**
 * The page behind a large overlay (personal centre, agent centre, game popup) does not
 * scroll while it is open (spec-notes 11).
 */
export function useScrollLock() {
  useLayoutEffect(() => {
    const body = document.body;
    const { overflow, paddingRight } = body.style;
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.classList.add('has-centre');
    return () => {
      body.style.overflow = overflow;
      body.style.paddingRight = paddingRight;
      body.classList.remove('has-centre');
    };
  }, []);
}
