// Parts of the shell loaded on first need (src/app/lazyView.tsx): drawn as soon as their
// chunk arrives, the fallback until then; a failed chunk is asked for again on the next mount.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from '../../src/app/lazyView';

const Greeting = ({ name }: { name: string }) => <p data-testid="greeting">Hello {name}</p>;

describe('lazy views', () => {
  it('shows the fallback, then the view with its props once the chunk arrives', async () => {
    const View = lazyView(async () => ({ Greeting }), 'Greeting', <span data-testid="waiting" />);
    render(<View name="Ana" />);
    expect(screen.getByTestId('waiting')).toBeTruthy();
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello Ana');
    expect(screen.queryByTestId('waiting')).toBeNull();
  });

  it('loads the chunk once for every place that draws the view', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const View = lazyView(load, 'Greeting');
    render(
      <>
        <View name="A" />
        <View name="B" />
      </>,
    );
    expect(await screen.findAllByTestId('greeting')).toHaveLength(2);
    render(<View name="C" />);
    expect(screen.getAllByTestId('greeting')).toHaveLength(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that failed to load is asked for again when the view is next drawn', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Greeting });
    const View = lazyView(load as () => Promise<{ Greeting: typeof Greeting }>, 'Greeting');
    const first = render(<View name="Ana" />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(screen.queryByTestId('greeting')).toBeNull();
    first.unmount();
    render(<View name="Ana" />);
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello Ana');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a preloaded view is drawn at once, with no fallback, when it first shows', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const View = lazyView(load, 'Greeting', <span data-testid="waiting" />);
    View.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 0));
    render(<View name="Ana" />);
    expect(screen.getByTestId('greeting').textContent).toBe('Hello Ana');
    expect(screen.queryByTestId('waiting')).toBeNull();
  });
});
