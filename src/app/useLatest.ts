import { useRef } from 'react';

/** The latest value in a ref, so a machine built once can call the caller's newest function. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
