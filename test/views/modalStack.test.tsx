// Escape closes the popup on top only: a notice opened over the game popup closes alone.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../src/components/Modal';

describe('popups over popups', () => {
  it('Escape closes the one opened last, then the one beneath', () => {
    const closeGame = vi.fn();
    const closeNotice = vi.fn();
    const view = render(
      <Modal title="Game" onClose={closeGame} closeLabel="Close">
        <p>game</p>
      </Modal>,
    );
    view.rerender(
      <>
        <Modal title="Game" onClose={closeGame} closeLabel="Close">
          <p>game</p>
        </Modal>
        <Modal title="Notice" onClose={closeNotice} closeLabel="Close">
          <p>notice</p>
        </Modal>
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeNotice).toHaveBeenCalledTimes(1);
    expect(closeGame).not.toHaveBeenCalled();
    view.rerender(
      <Modal title="Game" onClose={closeGame} closeLabel="Close">
        <p>game</p>
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeGame).toHaveBeenCalledTimes(1);
  });
});
