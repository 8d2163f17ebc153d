import { useIntl } from 'react-intl';
import type { ReviewState } from '../../../../server/shared/identityRules';
import type { IdentitySubmission } from '../../../api/identity';
import { useT, type MessageKey } from '../../../i18n/useT';
import { StatusChip, type ChipTone } from '../wallet/StatusChip';

const TONES: Record<ReviewState | 'none', ChipTone> = { none: 'neutral', pending: 'waiting', approved: 'done', rejected: 'refused', more_requested: 'progress' };

/** Where the latest submission of a kind stands: its state, when it was sent, and the reviewer's reason. */
export function SubmissionState({ submission, testId }: { submission: IdentitySubmission | undefined; testId: string }) {
  const t = useT();
  const intl = useIntl();
  const state = submission?.state ?? 'none';
  return (
    <div className="identity-state" data-testid={testId} data-state={state}>
      <StatusChip tone={TONES[state]} testId={`${testId}-chip`}>
        {t(`verification.state.${state}` as MessageKey)}
      </StatusChip>
      {submission && (
        <span className="identity-state__when">
          {t('verification.sentAt', { date: intl.formatDate(submission.submittedAt, { dateStyle: 'medium' }) })}
          {submission.files.length > 0 && ` · ${t('verification.files', { count: submission.files.length })}`}
        </span>
      )}
      {submission?.reason && (submission.state === 'rejected' || submission.state === 'more_requested') && (
        <p className="identity-state__reason" data-testid={`${testId}-reason`}>
          {t(`verification.reason.${submission.state}`, { reason: submission.reason })}
        </p>
      )}
      {submission?.state === 'pending' && <p className="identity-state__note">{t('verification.waiting')}</p>}
    </div>
  );
}

/** Whether a kind may be sent now: never sent, rejected, or more asked for. */
export const maySend = (submission: IdentitySubmission | undefined) => !submission || submission.state === 'rejected' || submission.state === 'more_requested';
