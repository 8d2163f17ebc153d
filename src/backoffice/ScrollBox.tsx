import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a narrow screen: a named region the keyboard can reach
 * (Tab to it, then the arrow keys scroll), as WCAG asks of a scrollable area.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bo-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
