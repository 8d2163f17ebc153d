import { useCallback } from 'react';
import type { GameMenuEntry } from '../api/games';
import { defaultMessages } from '../i18n/loadMessages';
import { useT, type MessageKey } from '../i18n/useT';

/** A game type's name: our translation for the known types, else the server's name. */
export function useGameTypeName() {
  const t = useT();
  return useCallback(
    (entry: Pick<GameMenuEntry, 'gameType' | 'name'>) => {
      const key = `gameType.${entry.gameType.toUpperCase()}`;
      return key in defaultMessages ? t(key as MessageKey) : entry.name;
    },
    [t],
  );
}
