import { useEffect } from 'react';
import { useResource, type Load } from '../app/useResource';

/**
 * Server data for a query read from the address: loads again whenever the query changes
 * (a filter applied, another page), cancelling the load under way.
 */
export function useQueryResource<T, Q extends object>(load: Load<T, Q>, query: Q) {
  const resource = useResource(load, query);
  const key = JSON.stringify(query);
  const { send } = resource;
  useEffect(() => {
    send({ type: 'SET_PARAMS', params: JSON.parse(key) as Q });
  }, [key, send]);
  return resource;
}

/** A whole page number from the address (1 when absent or not a page). */
export function pageOf(search: URLSearchParams, name = 'page'): number {
  const page = Number(search.get(name));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The address with one parameter set (or removed when empty or the default). */
export function withParam(search: URLSearchParams, name: string, value: string | number | undefined, fallback?: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === undefined || value === '' || String(value) === fallback) next.delete(name);
  else next.set(name, String(value));
  return next;
}
