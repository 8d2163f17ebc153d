import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The game popup lives in the address (`?play=<nodeId>&playTitle=...`), so the back
 * button closes it and a shared link opens it again.
 */
export function useGamePopup() {
  const [params, setParams] = useSearchParams();
  const node = params.get('play');
  const popup = node && /^[1-9][0-9]{0,8}$/.test(node) ? { nodeId: Number(node), title: (params.get('playTitle') ?? '').slice(0, 120) } : null;

  const openPopup = useCallback(
    (nodeId: number, title: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('play', String(nodeId));
        next.set('playTitle', title);
        return next;
      }),
    [setParams],
  );
  const closePopup = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('play');
        next.delete('playTitle');
        return next;
      }),
    [setParams],
  );
  return { popup, openPopup, closePopup };
}
