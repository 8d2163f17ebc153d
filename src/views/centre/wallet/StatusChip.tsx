import type { ReactNode } from 'react';
import './wallet.css';

/** How a status reads at a glance: waiting, in progress, done, refused. */
export type ChipTone = 'waiting' | 'progress' | 'done' | 'refused' | 'neutral';

/** A small coloured label for a record's status (a deposit, a withdrawal). */
export function StatusChip({ tone, children, testId }: { tone: ChipTone; children: ReactNode; testId?: string }) {
  return (
    <span className={`status-chip status-chip--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
