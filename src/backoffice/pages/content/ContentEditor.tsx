import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { contentEditorMachine, type Draft } from '../../../../machines/contentEditor.machine';
import { TRANSLATION_LANGUAGES } from '../../../../server/shared/wire/translatedContent';
import { localeInfo } from '../../../i18n/locales';
import { saveContent, type ContentKind } from '../../contentApi';
import { type ConsoleKey, useCT, useErrorText } from '../../intl';
import { useStaffSession } from '../../session';
import { KINDS, type AnyItem, type FieldSpec } from './contentKinds';

type Translations = Record<string, Record<string, string>>;
const LANGUAGES = ['en', ...TRANSLATION_LANGUAGES] as const;

/**
 * One item's editor: its fields, a tab per shipped language for the translated ones, a preview
 * of what players read in the language chosen, save and publish or take down (the content
 * editor machine: editing → saving → saved, or refused with its fields marked).
 */
export function ContentEditor({ kind, item, onSaved, onClose }: { kind: ContentKind; item: AnyItem | null; onSaved: () => void; onClose: () => void }) {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const spec = KINDS[kind];
  const keyRef = useRef<string | null>(item ? spec.keyOf(item) : null);
  const logic = useMemo(
    () =>
      contentEditorMachine.provide({
        actors: {
          save: fromPromise(async ({ input, signal }) => {
            const saved = await saveContent(token, kind, keyRef.current ?? spec.newKeyOf(input), spec.bodyOf(input), { signal });
            keyRef.current = spec.keyOf(saved as AnyItem);
            return saved;
          }),
        },
      }),
    [token, kind, spec],
  );
  const [snapshot, send] = useMachine(logic, { input: { draft: item ? spec.draftOf(item) : spec.blank(), check: spec.check } });
  const [language, setLanguage] = useState<string>('en');
  const { draft, fieldErrors, errorCode, saved } = snapshot.context;
  const translations = (draft.translations ?? {}) as Translations;
  const saving = snapshot.matches('saving');
  // The list shows each save once (the page's callback changes with every render of the list).
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  useEffect(() => {
    if (saved) onSavedRef.current();
  }, [saved]);

  const edit = (name: string, value: unknown) => {
    if (language !== 'en' && spec.fields.find((f) => f.name === name)?.translated) {
      send({ type: 'EDIT', draft: { ...draft, translations: { ...translations, [language]: { ...translations[language], [name]: String(value) } } } });
    } else send({ type: 'EDIT', draft: { ...draft, [name]: value } });
  };
  const shown = spec.fields.filter((f) => language === 'en' || f.translated);
  const errorOf = (name: string) => fieldErrors[language === 'en' || !spec.fields.find((f) => f.name === name)?.translated ? `/${name}` : `/translations/${language}/${name}`];
  const languageHasError = (code: string) => Object.keys(fieldErrors).some((path) => (code === 'en' ? !path.startsWith('/translations/') : path.startsWith(`/translations/${code}/`)));
  const textOf = (name: string) => (language === 'en' ? String(draft[name] ?? '') : (translations[language]?.[name] ?? ''));
  const previewOf = (name: string) => translations[language]?.[name]?.trim() || String(draft[name] ?? '');

  return (
    <form
      className="bo-card bo-form bo-editor"
      aria-label={t(item ? 'backoffice.content.editTitle' : 'backoffice.content.newTitle')}
      data-testid="bo-content-editor"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SAVE' });
      }}
    >
      <h2>{t(item ? 'backoffice.content.editTitle' : 'backoffice.content.newTitle')}</h2>
      <div className="bo-tabs" role="tablist" aria-label={t('backoffice.content.languages')}>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            lang={code}
            aria-selected={language === code}
            className={`bo-button bo-button--small${languageHasError(code) ? ' bo-button--danger' : ''}`}
            onClick={() => setLanguage(code)}
          >
            {localeInfo(code).nativeName}
          </button>
        ))}
      </div>
      <div role="tabpanel" lang={language} dir={localeInfo(language).dir}>
        {language !== 'en' && <p className="bo-muted">{t('backoffice.content.fallback')}</p>}
        {shown.map((field) => (
          <Field key={`${language}-${field.name}`} field={field} value={field.translated ? textOf(field.name) : draft[field.name]} error={errorOf(field.name)} onChange={(value) => edit(field.name, value)} />
        ))}
      </div>
      <Preview title={previewOf('title')} text={previewOf(kind === 'notices' ? 'content' : kind === 'banners' ? 'subtitle' : kind === 'promotions' ? 'summary' : 'body')} />
      {errorCode && (
        <p className="bo-error" role="alert">
          {errorText(errorCode)}
        </p>
      )}
      {!errorCode && snapshot.matches('refused') && (
        <p className="bo-error" role="alert">
          {t('backoffice.content.checkFields')}
        </p>
      )}
      {snapshot.matches('saved') && (
        <p className="bo-notice" role="status">
          {t(draft.active ? 'backoffice.content.savedPublished' : 'backoffice.content.savedUnpublished')}
        </p>
      )}
      <div className="bo-row">
        <button type="submit" className="bo-button bo-button--primary" disabled={saving}>
          {t('backoffice.content.save')}
        </button>
        <button type="button" className="bo-button" disabled={saving} onClick={() => send({ type: 'SET_ACTIVE', active: !draft.active })}>
          {t(draft.active ? 'backoffice.content.unpublish' : 'backoffice.content.publish')}
        </button>
        <button type="button" className="bo-button bo-button--link" onClick={onClose}>
          {t('backoffice.content.close')}
        </button>
      </div>
    </form>
  );
}

const RULES = ['required', 'after_start', 'positive', 'raffle_only', 'unknown_merchant'];

function Field({ field, value, error, onChange }: { field: FieldSpec; value: unknown; error: string | undefined; onChange: (value: unknown) => void }) {
  const t = useCT();
  const label = t(`backoffice.content.field.${field.name}` as ConsoleKey);
  const common = { name: field.name, 'aria-invalid': error ? true : undefined };
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  let input;
  if (field.type === 'checkbox') {
    return (
      <label className="bo-check">
        <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
    );
  }
  if (field.type === 'textarea') input = <textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />;
  else if (field.type === 'select') {
    input = (
      <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
        {field.options!.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    const type = field.type === 'datetime' ? 'datetime-local' : field.type;
    input = <input {...common} type={type} value={text} onChange={(e) => onChange(field.type === 'number' ? Number(e.target.value) : e.target.value)} />;
  }
  return (
    <label className="bo-field">
      <span>
        {label}
        {field.type === 'datetime' && ` (${t('backoffice.content.utc')})`}
      </span>
      {input}
      {error && <small className="bo-error">{t(`backoffice.content.rule.${RULES.includes(error) ? error : 'invalid'}` as ConsoleKey)}</small>}
    </label>
  );
}

/** What players read in the language chosen (English where it has no translation). */
function Preview({ title, text }: { title: string; text: string }) {
  const t = useCT();
  return (
    <aside className="bo-preview" aria-label={t('backoffice.content.preview')}>
      <strong>{title}</strong>
      <p>{text}</p>
    </aside>
  );
}
