import { useId } from 'react';
import {
  MAX_SEARCH_LENGTH,
  MIN_BET_CHOICES,
  classificationsFor,
  type Classification,
  type GameListEvent,
  type MinBetChoice,
} from '../../../../../machines/gameList.machine';
import { Icon } from '../../../../components/Icon';
import { useT, type MessageKey } from '../../../../i18n/useT';

interface HallFiltersProps {
  language: string;
  /** The RNG hall filters by classification (spec section 2); the others do not. */
  byClassification: boolean;
  classification: Classification | null;
  minBet: MinBetChoice;
  searchText: string;
  send: (event: GameListEvent) => void;
}

/** Classification, minimum bet and name search: choosing one clears the others (spec section 4). */
export function HallFilters({ language, byClassification, classification, minBet, searchText, send }: HallFiltersProps) {
  const t = useT();
  const searchId = useId();
  const minBetId = useId();
  return (
    <div className="hall-filters" data-testid="hall-filters">
      {byClassification && (
        <div className="hall-filters__kinds" role="group" aria-label={t('lobby.filter.classification')} data-testid="hall-classifications">
          <button
            type="button"
            className={`chip${classification === null ? ' is-active' : ''}`}
            aria-pressed={classification === null}
            onClick={() => send({ type: 'SET_CLASSIFICATION', classification: null })}
            data-testid="hall-classification-all"
          >
            {t('lobby.filter.allKinds')}
          </button>
          {classificationsFor(language).map((code) => (
            <button
              key={code}
              type="button"
              className={`chip${classification === code ? ' is-active' : ''}`}
              aria-pressed={classification === code}
              onClick={() => send({ type: 'SET_CLASSIFICATION', classification: code })}
              data-testid={`hall-classification-${code}`}
            >
              {t(`lobby.classification.${code}` as MessageKey)}
            </button>
          ))}
        </div>
      )}
      <div className="hall-filters__row">
        <label className="hall-filters__min-bet" htmlFor={minBetId}>
          <span>{t('lobby.filter.minBet')}</span>
          <select
            id={minBetId}
            value={minBet}
            onChange={(e) => send({ type: 'SET_MIN_BET', minBet: e.target.value as MinBetChoice })}
            data-testid="hall-min-bet"
          >
            {MIN_BET_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'all' ? t('lobby.filter.anyMinBet') : choice}
              </option>
            ))}
          </select>
        </label>
        <form
          className="hall-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SUBMIT_SEARCH' });
          }}
        >
          <label htmlFor={searchId} className="visually-hidden">
            {t('lobby.search.label')}
          </label>
          <Icon name="search" size={18} className="hall-search__icon" />
          <input
            id={searchId}
            type="search"
            value={searchText}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={t('lobby.search.placeholder')}
            onChange={(e) => send({ type: 'TYPE_SEARCH', text: e.target.value })}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="hall-search"
          />
        </form>
      </div>
    </div>
  );
}
