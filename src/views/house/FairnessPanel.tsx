import { Link } from '../../components/Link';
import type { HouseFairness, HouseRoundContext } from '../../../machines/houseRound';
import { Field, TextInput } from '../../components/forms';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';

/** The verification page prefilled with a round's (or a revealed pair's) seeds. */
export function verifyLink(game: 'slot' | 'dice', fields: { serverSeed?: string; serverSeedHash?: string; clientSeed: string; nonce: number; target?: string; direction?: string }) {
  const query = new URLSearchParams({ game, clientSeed: fields.clientSeed, nonce: String(fields.nonce) });
  if (fields.serverSeed) query.set('serverSeed', fields.serverSeed);
  if (fields.serverSeedHash) query.set('serverSeedHash', fields.serverSeedHash);
  if (fields.target) query.set('target', fields.target);
  if (fields.direction) query.set('direction', fields.direction);
  return `/house/verify?${query.toString()}`;
}

/**
 * Provably fair, before play: the SHA-256 hash of the secret server seed, the client
 * seed (editable: a new one rotates the pair and reveals the old server seed), the
 * nonce of the next round, and the way to check rounds.
 */
export function FairnessPanel({
  game,
  fairness,
  context,
  busy,
  onSeed,
  onRotate,
}: {
  game: 'slot' | 'dice';
  fairness: HouseFairness;
  context: HouseRoundContext;
  busy: boolean;
  onSeed: (seed: string) => void;
  onRotate: () => void;
}) {
  const t = useT();
  const previous = fairness.previous;
  return (
    <section className="house-fair" aria-labelledby="house-fair-title" data-testid="house-fairness">
      <h2 id="house-fair-title" className="house-fair__title">
        <Icon name="shield" size={18} />
        {t('lobby.house.fair.title')}
      </h2>
      <dl className="house-fair__list">
        <div>
          <dt>{t('lobby.house.fair.serverSeedHash')}</dt>
          <dd className="house-mono" data-testid="house-server-seed-hash">
            {fairness.serverSeedHash}
          </dd>
        </div>
        <div>
          <dt>{t('lobby.house.fair.nonce')}</dt>
          <dd className="house-mono" data-testid="house-nonce">
            {fairness.nonce}
          </dd>
        </div>
      </dl>
      <form
        className="house-fair__seed"
        onSubmit={(e) => {
          e.preventDefault();
          onRotate();
        }}
      >
        <Field label={t('lobby.house.fair.clientSeed')} hint={t('lobby.house.fair.clientSeedHint')} error={context.problem === 'seed' ? t('lobby.house.fair.seedProblem') : undefined} testId="house-client-seed">
          {({ inputId, describedBy, invalid }) => (
            <TextInput
              id={inputId}
              aria-describedby={describedBy}
              invalid={invalid}
              value={context.seedDraft}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => onSeed(e.target.value)}
              data-testid="house-client-seed-input"
            />
          )}
        </Field>
        <button type="submit" className="button button--ghost" disabled={busy} data-testid="house-rotate">
          <Icon name="refresh" size={16} />
          {t('lobby.house.fair.rotate')}
        </button>
      </form>
      {previous && (
        <p className="house-fair__previous" data-testid="house-previous-seed">
          {t('lobby.house.fair.previous', { rounds: previous.rounds })}{' '}
          <span className="house-mono">{previous.serverSeed}</span>{' '}
          <Link to={verifyLink(game, { serverSeed: previous.serverSeed, serverSeedHash: previous.serverSeedHash, clientSeed: previous.clientSeed, nonce: Math.max(0, previous.rounds - 1) })} target="_blank" rel="noopener" data-testid="house-verify-previous">
            {t('lobby.house.fair.verifyPrevious')}
          </Link>
        </p>
      )}
      <p className="house-fair__how">
        {t('lobby.house.fair.how')}{' '}
        <Link to={verifyLink(game, { serverSeedHash: fairness.serverSeedHash, clientSeed: fairness.clientSeed, nonce: fairness.nonce })} target="_blank" rel="noopener" data-testid="house-verify-link">
          {t('lobby.house.fair.verify')}
        </Link>
      </p>
    </section>
  );
}
