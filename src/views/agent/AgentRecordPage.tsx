import { useId, type ReactNode } from 'react';
import type { AgentPage } from '../../../machines/agentCentre.machine';
import { RecordBody } from '../centre/records/RecordBody';
import type { recordControls } from '../centre/records/recordControls';
import { RecordPager } from '../centre/records/RecordPager';
import { RecordWindow } from '../centre/records/RecordWindow';
import { AgentPageTitle } from './AgentPageTitle';

interface Paging {
  page: number;
  totalPages: number;
  total: number;
}

interface AgentRecordPageProps<Result> {
  page: AgentPage;
  subtitle: ReactNode;
  controls: ReturnType<typeof recordControls>;
  result: Result | null;
  isEmpty: (result: Result) => boolean;
  filters?: ReactNode;
  paging?: (result: Result) => Paging;
  /** Above the list whatever its state (a contract panel on a salary page). */
  before?: ReactNode;
  children: (result: Result) => ReactNode;
}

/**
 * An agent report: the personal centre's record frame (date window with the 7 and 30 day
 * presets, loading, error with retry, empty state, pager of 15) under an agent page title.
 */
export function AgentRecordPage<Result>({ page, subtitle, controls, result, isEmpty, filters, paging, before, children }: AgentRecordPageProps<Result>) {
  const titleId = useId();
  const pager = result !== null && paging ? paging(result) : null;
  return (
    <section className="record-page" aria-labelledby={titleId} data-testid={`agent-page-${page}`}>
      <AgentPageTitle page={page} id={titleId} subtitle={subtitle} />
      {before}
      {filters}
      <div className="record-toolbar">
        <RecordWindow {...controls.windowProps} />
      </div>
      <RecordBody status={controls.status} hasData={result !== null} isEmpty={result !== null && isEmpty(result)} errorCode={controls.errorCode} onRetry={controls.retry}>
        {result !== null && (
          <>
            {children(result)}
            {pager && <RecordPager page={pager.page} totalPages={pager.totalPages} total={pager.total} onPage={controls.goToPage} busy={controls.status === 'loading'} />}
          </>
        )}
      </RecordBody>
    </section>
  );
}

/** Where a paged answer is among its pages. */
export const pagingOf = (result: { page: number; totalPages: number; total: number }) => ({ page: result.page, totalPages: result.totalPages, total: result.total });
