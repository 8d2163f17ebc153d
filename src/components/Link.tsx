import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * The app's links: react-router's `Link` and `NavLink` as this app uses them (a path of its
 * own, `replace`, `state`, `target`), built on the router's hooks. The router's components
 * also carry framework-mode prefetching, route masks and view transitions, which a
 * declarative `<BrowserRouter>` never uses but every page would load (about 2.5 KB of gzip
 * before the home page shows).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this exact path, not below it. */
  end?: boolean;
}

/**
 * A link that knows it leads to the page shown: class `active` and `aria-current="page"`
 * when the address is its path or below it (only its path with `end`), case-insensitively,
 * as react-router's `NavLink` does.
 */
export function NavLink({ end = false, className = '', ...rest }: NavLinkProps) {
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = current === target || (!end && current.startsWith(target) && current.charAt(slash) === '/');
  return <Link {...rest} className={[className, active ? 'active' : null].filter(Boolean).join(' ')} aria-current={active ? 'page' : undefined} />;
}
