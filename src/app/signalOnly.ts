import type { CallOptions } from '../api/client';

// Its own module, so the home page's resource hook does not carry it: only the centre's
// call modules use it.

/** A call that takes nothing but the signal, as `useResource` calls a load (its params first). */
export const signalOnly =
  <T>(call: (options: CallOptions) => Promise<T>) =>
  (_params: undefined, options: CallOptions) =>
    call(options);
