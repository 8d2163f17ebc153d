// The icons come from one SVG file of symbols (scripts/build/iconSprite.ts), fetched once as the
// app starts (src/app/loadIcons.ts); <Icon> points at a symbol by name.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon } from '../../src/components/Icon';
import { ICON_PATHS } from '../../src/components/iconPaths';
import { ICON_ID_PREFIX, iconSprite } from '../../src/components/iconSprite';
import { loadIcons } from '../../src/app/loadIcons';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('icons', () => {
  it('the file has one symbol per icon, each with its drawing', () => {
    const sprite = new DOMParser().parseFromString(iconSprite(ICON_PATHS), 'image/svg+xml');
    const symbols = [...sprite.querySelectorAll('symbol')];
    expect(symbols.map((s) => s.id)).toEqual(Object.keys(ICON_PATHS).map((name) => `${ICON_ID_PREFIX}${name}`));
    for (const symbol of symbols) {
      expect(symbol.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol.querySelector('path')?.getAttribute('d')).toBe(ICON_PATHS[symbol.id.slice(ICON_ID_PREFIX.length) as keyof typeof ICON_PATHS]);
    }
  });

  it('an icon is a decorative box of its size that uses its symbol', () => {
    const { container } = render(<Icon name="home" size={18} className="x" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('18');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toBe('x');
    expect(svg.querySelector('use')?.getAttribute('href')).toBe(`#${ICON_ID_PREFIX}home`);
  });

  it('the app puts the fetched file in the page, hidden', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(iconSprite({ home: 'M0 0h1' }))));
    loadIcons();
    await vi.waitFor(() => expect(document.getElementById(`${ICON_ID_PREFIX}home`)).not.toBeNull());
    const sprite = document.body.firstElementChild as SVGSVGElement;
    expect(sprite.getAttribute('aria-hidden')).toBe('true');
    expect(sprite.getAttribute('width')).toBe('0');
  });

  it('without the file the page goes on, with empty icons', async () => {
    const failing = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', failing);
    loadIcons();
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    await new Promise((settled) => setTimeout(settled, 0));
    expect(document.body.children).toHaveLength(0);
  });
});
