import { useState, type FormEvent } from 'react';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX, FEEDBACK_MIN, feedbackProblem as contentProblem, type FeedbackCategory } from '../../../../server/shared/contentRules';
import type { FeedbackRequest } from '../../../api/help';
import { submitFeedback } from '../../../app/contentLoaders';
import { useSubmission } from '../../../app/useMachines';
import { Field, FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { ProofPicker } from '../../centre/wallet/ProofPicker';
import { useMember } from './useMember';

/** Spec-notes 6: feedback content is 10 to 500 characters. */
const FEEDBACK_BOUNDS = { min: FEEDBACK_MIN, max: FEEDBACK_MAX } as const;

/** Spec section 5 and spec-notes 6: content between 10 and 500 characters. */
export function feedbackProblem(request: Pick<FeedbackRequest, 'content'>): string | null {
  return contentProblem(request.content);
}

/** Feedback and complaints (PUT), with up to 3 png/jpg images of 5 MB. */
export function FeedbackForm() {
  const t = useT();
  const { member, openLogin } = useMember();
  const [images, setImages] = useState<File[]>([]);
  const form = useSubmission(submitFeedback, feedbackProblem);

  if (!member) {
    return (
      <div className="content-callout">
        <p>{t('content.feedback.loginHint')}</p>
        <button type="button" className="button button--primary" onClick={openLogin} data-testid="feedback-login">
          {t('content.promo.login')}
        </button>
      </div>
    );
  }
  if (form.snapshot.matches('succeeded')) {
    return (
      <div className="promo-action__done" role="status" data-testid="feedback-sent">
        <Icon name="check" size={18} />
        {t('content.feedback.sent')}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setImages([]);
            form.send({ type: 'RESET' });
          }}
        >
          {t('content.feedback.another')}
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    form.submit({ category: String(data.get('category') ?? 'other') as FeedbackCategory, content: String(data.get('content') ?? ''), images });
  };
  return (
    <form className="feedback-form" onSubmit={submit} noValidate data-testid="feedback-form">
      <Field label={t('content.feedback.category')} testId="feedback-category-field">
        {({ inputId }) => (
          <select id={inputId} name="category" className="input" defaultValue="suggestion" data-testid="feedback-category">
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`content.feedback.category.${c}` as MessageKey)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('content.feedback.content')}
        hint={t('content.feedback.bounds', FEEDBACK_BOUNDS)}
        error={form.problem ? t(`content.feedback.problem.${form.problem}` as MessageKey, FEEDBACK_BOUNDS) : undefined}
        testId="feedback-content-field"
      >
        {({ inputId, describedBy, invalid }) => (
          <textarea id={inputId} name="content" className="input textarea" rows={5} maxLength={FEEDBACK_BOUNDS.max} aria-describedby={describedBy} aria-invalid={invalid || undefined} data-testid="feedback-content" />
        )}
      </Field>
      <ProofPicker files={images} onChange={setImages} label={t('content.feedback.images')} testId="feedback-images" disabled={form.busy} />
      {form.errorCode && <FormAlert>{t(errorKey(form.errorCode))}</FormAlert>}
      <button type="submit" className="button button--primary" disabled={form.busy} data-testid="feedback-submit">
        {t('content.feedback.submit')}
      </button>
    </form>
  );
}
