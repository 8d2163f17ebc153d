// The app's links (src/components/Link.tsx) behave as react-router's did for the props the app
// uses, and the build step that lets the router's own unused components go changes only what it
// means to (scripts/build/pureRouterComponents.ts).
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from '../../src/components/Link';
import { markRouterComponentsPure } from '../../scripts/build/pureRouterComponents';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const at = (path: string, ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );

describe('links', () => {
  it('a link points at its path and goes there on a plain click, keeping its own click handler', () => {
    let clicked = 0;
    at('/', <Link to="/promotions?id=3" className="x" data-testid="link" onClick={() => clicked++}>Go</Link>);
    const link = screen.getByTestId('link');
    expect(link.getAttribute('href')).toBe('/promotions?id=3');
    expect(link.className).toBe('x');
    fireEvent.click(link);
    expect(clicked).toBe(1);
    expect(screen.getByTestId('where').textContent).toBe('/promotions?id=3');
  });

  it('a click the page handles itself, or with a modifier key, is left to it and the browser', () => {
    at(
      '/',
      <>
        <Link to="/vip" data-testid="prevented" onClick={(e) => e.preventDefault()}>VIP</Link>
        <Link to="/help" data-testid="new-tab">Help</Link>
        <Link to="/down" target="_blank" data-testid="blank">Download</Link>
      </>,
    );
    fireEvent.click(screen.getByTestId('prevented'));
    fireEvent.click(screen.getByTestId('new-tab'), { ctrlKey: true });
    fireEvent.click(screen.getByTestId('blank'));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('a nav link is active on its path and below it, only on its path with `end`, whatever the case', () => {
    at(
      '/Live/evo',
      <>
        <NavLink to="/" end className="nav" data-testid="home">Home</NavLink>
        <NavLink to="/live" className="nav" data-testid="live">Live</NavLink>
        <NavLink to="/liveX" className="nav" data-testid="other">Other</NavLink>
      </>,
    );
    expect(screen.getByTestId('home').className).toBe('nav');
    expect(screen.getByTestId('home').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('live').className).toBe('nav active');
    expect(screen.getByTestId('live').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('other').className).toBe('nav');
  });

  it('the home nav link is active on the home page', () => {
    at('/', <NavLink to="/" end data-testid="home">Home</NavLink>);
    expect(screen.getByTestId('home').className).toBe('active');
    expect(screen.getByTestId('home').getAttribute('aria-current')).toBe('page');
  });
});

describe('the router build step', () => {
  it('marks forwardRef components pure and drops display names, keeping the line count', () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'DataRouterContext.displayName = "DataRouter";',
      'var x = { displayName: "kept" };',
    ].join('\n');
    const out = markRouterComponentsPure(code);
    expect(out.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      '',
      'var x = { displayName: "kept" };',
    ]);
  });
});
