import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After navigation the page scrolls to the element the hash names, otherwise to the
 * top (spec section 2). It sits inside the page's Suspense boundary, so it runs once
 * the lazily loaded page is on screen and the hash target exists.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
  return null;
}
