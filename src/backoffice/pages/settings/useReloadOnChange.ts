import { useEffect, useRef } from 'react';

/** Loads again when the merchant chosen changes (not on mount: the first load already has it). */
export function useReloadOnChange(merchant: string | undefined, send: (event: { type: 'SET_PARAMS'; params: unknown }) => void) {
  const first = useRef(merchant);
  useEffect(() => {
    if (first.current === merchant) return;
    first.current = merchant;
    send({ type: 'SET_PARAMS', params: merchant });
  }, [merchant, send]);
}
