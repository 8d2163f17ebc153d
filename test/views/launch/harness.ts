// English messages the launcher and the house pages show: the core catalogue and the lobby's.
import { defaultMessages } from '../../../src/i18n/loadMessages';
import lobbyMessages from '../../../src/i18n/messages/lobby/en.json';
import type { ModelPath } from '../../model/graph';

export const messages: Record<string, string> = { ...defaultMessages, ...(lobbyMessages as Record<string, string>) };

export function text(id: string): string {
  const value = messages[id];
  if (value === undefined) throw new Error(`no English message "${id}"`);
  return value;
}

/** One path per state key (its shortest), so every screen is seen without replaying thousands of paths. */
export function onePerKey(paths: ModelPath[]): ModelPath[] {
  const best = new Map<string, ModelPath>();
  for (const path of paths) {
    const current = best.get(path.ends);
    if (!current || path.steps.length < current.steps.length) best.set(path.ends, path);
  }
  return [...best.values()];
}
