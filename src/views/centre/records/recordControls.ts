import { queryOf, type RecordListContext, type RecordListEvent, type Span } from '../../../../machines/recordList.machine';
import type { RecordWindowProps } from './RecordWindow';

/** What a record page gets from `useRecordList` (the snapshot and `send`). */
interface RecordList {
  snapshot: { value: unknown; context: RecordListContext };
  send: (event: RecordListEvent) => void;
  errorCode: string | null;
}

export type RecordStatus = 'loading' | 'ready' | 'failed';

/**
 * Turns a record list machine into what the shared pieces draw: the window toolbar's
 * props (the range asked for, so it moves at once while the answer loads), the state
 * for RecordBody, and the events a page sends for paging and filtering.
 */
export function recordControls(list: RecordList) {
  const { context } = list.snapshot;
  const query = queryOf(context);
  const windowProps: RecordWindowProps = {
    span: context.span,
    from: query.from,
    to: query.to,
    today: context.today,
    onPreset: (span: Span) => list.send({ type: 'PRESET', span }),
    onPrevious: () => list.send({ type: 'PREVIOUS' }),
    onNext: () => list.send({ type: 'NEXT' }),
  };
  return {
    windowProps,
    query,
    status: list.snapshot.value as RecordStatus,
    errorCode: list.errorCode,
    retry: () => list.send({ type: 'RETRY' }),
    goToPage: (page: number) => list.send({ type: 'PAGE', page }),
    filterBy: (filter: string) => list.send({ type: 'FILTER', filter }),
  };
}
