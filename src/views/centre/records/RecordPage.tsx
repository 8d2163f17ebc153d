import { useId, type ReactNode } from 'react';
import type { CentrePage } from '../../../../machines/centrePages';
import { CentrePageTitle } from '../CentrePageTitle';
import { RecordBody } from './RecordBody';
import type { recordControls } from './recordControls';
import { RecordPager } from './RecordPager';
import { RecordWindow } from './RecordWindow';

/** Where an answer sits among its pages, for the pager under the list. */
interface Paging {
  page: number;
  totalPages: number;
  total: number;
}

interface RecordPageProps<Result> {
  page: CentrePage;
  subtitle: ReactNode;
  controls: ReturnType<typeof recordControls>;
  /** The last answer, or null before the first one. */
  result: Result | null;
  /** Whether an answer has nothing to list. */
  isEmpty: (result: Result) => boolean;
  /** Filters between the title and the window toolbar. */
  filters?: ReactNode;
  /** Where the answer is among its pages; a report that is not paged has no pager. */
  paging?: (result: Result) => Paging;
  /** What the answer shows. */
  children: (result: Result) => ReactNode;
}

/**
 * The frame every record page shares: the title, its filters, the date window, the
 * loading, error and empty states around the list, and the pager below it.
 */
export function RecordPage<Result>({ page, subtitle, controls, result, isEmpty, filters, paging, children }: RecordPageProps<Result>) {
  const titleId = useId();
  const pager = result !== null && paging ? paging(result) : null;
  return (
    <section className="record-page" aria-labelledby={titleId} data-testid={`centre-page-${page}`}>
      <CentrePageTitle page={page} id={titleId} subtitle={subtitle} />
      {filters}
      <div className="record-toolbar">
        <RecordWindow {...controls.windowProps} />
      </div>
      <RecordBody
        status={controls.status}
        hasData={result !== null}
        isEmpty={result !== null && isEmpty(result)}
        errorCode={controls.errorCode}
        onRetry={controls.retry}
      >
        {result !== null && (
          <>
            {children(result)}
            {pager && (
              <RecordPager
                page={pager.page}
                totalPages={pager.totalPages}
                total={pager.total}
                onPage={controls.goToPage}
                busy={controls.status === 'loading'}
              />
            )}
          </>
        )}
      </RecordBody>
    </section>
  );
}
