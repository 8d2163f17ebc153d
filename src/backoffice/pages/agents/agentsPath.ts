import { BASE } from '../../sections';

const AGENTS = `${BASE}/agents`;

/** The merchant the address names (?merchant=), or undefined for the default merchant. */
export function merchantOf(search: URLSearchParams): string | undefined {
  return search.get('merchant')?.trim().toUpperCase() || undefined;
}

/** A link within the agents section keeping the merchant chosen. */
export function agentsPath(path: string, merchant: string | undefined, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(merchant ? { merchant } : {}), ...extra }).toString();
  return `${AGENTS}${path}${query ? `?${query}` : ''}`;
}
