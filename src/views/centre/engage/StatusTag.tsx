import type { ReactNode } from 'react';

export type TagTone = 'accent' | 'success' | 'muted' | 'danger';

/** A small status pill on a card (ready, claimed, expired, ended). */
export function StatusTag({ tone, children, testId }: { tone: TagTone; children: ReactNode; testId?: string }) {
  return (
    <span className={`engage-tag engage-tag--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
