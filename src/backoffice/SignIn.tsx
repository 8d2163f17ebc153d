import { useId, useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { StaffSignInEvent, staffSignInMachine } from '../../machines/staffSignIn.machine';
import { TOTP_DIGITS } from '../../server/shared/staffRoles';
import { ConsoleBar } from './ConsoleFrame';
import { useCT, useErrorText } from './intl';

type Props = { snapshot: SnapshotFrom<typeof staffSignInMachine>; send: (event: StaffSignInEvent) => void };

/** The sign-in steps: password, lockout, authenticator or recovery code, enrolment, recovery codes. */
export function SignIn({ snapshot, send }: Props) {
  const t = useCT();
  const s = snapshot;
  let step: React.ReactNode;
  if (s.matches('restoring') || s.matches('signingOut')) {
    step = (
      <p className="bo-empty" role="status">
        {t('backoffice.loading')}
      </p>
    );
  } else if (s.matches('password') || s.matches('checkingPassword') || s.matches('locked')) step = <PasswordStep snapshot={s} send={send} />;
  else if (s.matches('totp') || s.matches('checkingCode')) step = <CodeStep snapshot={s} send={send} />;
  else if (s.matches('enrol') || s.matches('checkingEnrolment')) step = <EnrolStep snapshot={s} send={send} />;
  else step = <RecoveryCodes codes={s.context.recoveryCodes} onSaved={() => send({ type: 'CONFIRM_SAVED' })} />;
  return (
    <div className="bo-signin-page">
      <ConsoleBar />
      <main className="bo-signin" data-testid="bo-signin" data-step={String(s.value)}>
        {step}
      </main>
    </div>
  );
}

function ErrorLine({ snapshot }: { snapshot: Props['snapshot'] }) {
  const t = useCT();
  const errorText = useErrorText();
  const { errorCode, retryAfterSeconds } = snapshot.context;
  if (!errorCode) return null;
  return (
    <p className="bo-error" role="alert" data-testid="bo-signin-error" data-code={errorCode}>
      {errorText(errorCode)}
      {retryAfterSeconds > 0 && snapshot.matches('locked') ? ` ${t('backoffice.signIn.lockedFor', { minutes: Math.ceil(retryAfterSeconds / 60) })}` : null}
    </p>
  );
}

function PasswordStep({ snapshot, send }: Props) {
  const t = useCT();
  const id = useId();
  const busy = snapshot.matches('checkingPassword');
  const locked = snapshot.matches('locked');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    send({ type: 'SUBMIT_PASSWORD', username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') });
  };
  return (
    <form className="bo-card bo-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="bo-password-step">
      <h1 id={`${id}-title`}>{t('backoffice.signIn.title')}</h1>
      <p className="bo-muted">{t('backoffice.signIn.intro')}</p>
      <label className="bo-field">
        <span>{t('backoffice.signIn.username')}</span>
        <input name="username" autoComplete="username" defaultValue={snapshot.context.username} required autoFocus />
      </label>
      <label className="bo-field">
        <span>{t('backoffice.signIn.password')}</span>
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <ErrorLine snapshot={snapshot} />
      <button type="submit" className="bo-button bo-button--primary" disabled={busy || locked} aria-busy={busy}>
        {busy ? t('backoffice.signIn.checking') : t('backoffice.signIn.next')}
      </button>
    </form>
  );
}

function CodeStep({ snapshot, send }: Props) {
  const t = useCT();
  const id = useId();
  const busy = snapshot.matches('checkingCode');
  const recovery = snapshot.context.recoveryMode;
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT_CODE', code });
  };
  return (
    <form className="bo-card bo-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="bo-code-step" data-recovery={recovery}>
      <h1 id={`${id}-title`}>{t(recovery ? 'backoffice.signIn.recoveryTitle' : 'backoffice.signIn.codeTitle')}</h1>
      <p className="bo-muted">{t(recovery ? 'backoffice.signIn.recoveryIntro' : 'backoffice.signIn.codeIntro', { digits: TOTP_DIGITS })}</p>
      <label className="bo-field">
        <span>{t(recovery ? 'backoffice.signIn.recoveryCode' : 'backoffice.signIn.code')}</span>
        <input
          key={recovery ? 'recovery' : 'code'}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          required
          autoFocus
        />
      </label>
      <ErrorLine snapshot={snapshot} />
      <button type="submit" className="bo-button bo-button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('backoffice.signIn.checking') : t('backoffice.signIn.submit')}
      </button>
      <div className="bo-row">
        <button
          type="button"
          className="bo-button bo-button--link"
          onClick={() => {
            setCode('');
            send({ type: 'TOGGLE_RECOVERY' });
          }}
          disabled={busy}
        >
          {t(recovery ? 'backoffice.signIn.useAuthenticator' : 'backoffice.signIn.useRecovery')}
        </button>
        <button type="button" className="bo-button bo-button--link" onClick={() => send({ type: 'BACK' })} disabled={busy}>
          {t('backoffice.signIn.back')}
        </button>
      </div>
    </form>
  );
}

function EnrolStep({ snapshot, send }: Props) {
  const t = useCT();
  const id = useId();
  const busy = snapshot.matches('checkingEnrolment');
  const enrolment = snapshot.context.enrolment;
  const [code, setCode] = useState('');
  const qr = enrolment ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}` : '';
  return (
    <form
      className="bo-card bo-form bo-enrol"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT_CODE', code });
      }}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="bo-enrol-step"
    >
      <h1 id={`${id}-title`}>{t('backoffice.enrol.title')}</h1>
      <ol className="bo-steps">
        <li>{t('backoffice.enrol.scan')}</li>
        <li>{t('backoffice.enrol.enterCode', { digits: TOTP_DIGITS })}</li>
      </ol>
      {/* The QR code is an SVG of the server's; shown as an image, so nothing in it runs. */}
      <img className="bo-qr" src={qr} alt={t('backoffice.enrol.qrAlt')} width={200} height={200} data-testid="bo-enrol-qr" />
      <p className="bo-muted">{t('backoffice.enrol.secretLabel')}</p>
      <code className="bo-secret" data-testid="bo-enrol-secret">
        {enrolment?.secret}
      </code>
      <label className="bo-field">
        <span>{t('backoffice.signIn.code')}</span>
        <input name="code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="numeric" required />
      </label>
      <ErrorLine snapshot={snapshot} />
      <button type="submit" className="bo-button bo-button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('backoffice.signIn.checking') : t('backoffice.enrol.submit')}
      </button>
      <button type="button" className="bo-button bo-button--link" onClick={() => send({ type: 'BACK' })} disabled={busy}>
        {t('backoffice.signIn.back')}
      </button>
    </form>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const t = useCT();
  const id = useId();
  const [saved, setSaved] = useState(false);
  return (
    <section className="bo-card bo-form" aria-labelledby={`${id}-title`} data-testid="bo-recovery-codes">
      <h1 id={`${id}-title`}>{t('backoffice.recovery.title')}</h1>
      <p>{t('backoffice.recovery.intro', { count: codes.length })}</p>
      <ul className="bo-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <label className="bo-check">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <span>{t('backoffice.recovery.saved')}</span>
      </label>
      <button type="button" className="bo-button bo-button--primary" disabled={!saved} onClick={onSaved}>
        {t('backoffice.recovery.continue')}
      </button>
    </section>
  );
}
