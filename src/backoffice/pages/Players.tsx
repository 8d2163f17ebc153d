import { useId, type FormEvent } from 'react';
import { FormattedDate } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PLAYER_SORTS, type PlayerSearchQuery, type PlayerSort } from '../../../server/shared/wire/backofficePlayers';
import { useQueryResource } from '../useQueryResource';
import { Link } from '../../components/Link';
import { MerchantFilter } from './MerchantFilter';
import { useCT, useErrorText } from '../intl';
import { ListLoading } from '../PageLoading';
import * as api from '../playersApi';
import { BASE } from '../sections';
import { useStaffSession } from '../session';
import { Pager } from './players/Pager';

/** The search as the address keeps it: ?q&merchant&sort&page. */
export function playerQueryOf(search: URLSearchParams): Partial<PlayerSearchQuery> {
  const page = Number(search.get('page'));
  const sort = search.get('sort') as PlayerSort | null;
  return {
    q: search.get('q')?.trim() || undefined,
    merchantCode: search.get('merchant')?.trim().toUpperCase() || undefined,
    sort: sort && PLAYER_SORTS.includes(sort) ? sort : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Players (players.read): by account (its start), mobile, e-mail or invitation code; 15 a page, from the address. */
export function Players() {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token } = useStaffSession();
  const [search, setSearch] = useSearchParams();
  const query = playerQueryOf(search);
  const { data, errorCode, snapshot, send } = useQueryResource((q: Partial<PlayerSearchQuery>, { signal }) => api.searchPlayers(token, q, { signal }), query);

  const find = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['q', 'merchant', 'sort']) {
      const value = String(form.get(name) ?? '').trim();
      if (value && !(name === 'sort' && value === 'newest')) next.set(name, value);
    }
    setSearch(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setSearch(next);
  };

  return (
    <section className="bo-page" data-testid="bo-players">
      <h1>{t('backoffice.players.title')}</h1>
      <form className="bo-filters" role="search" onSubmit={find} aria-label={t('backoffice.players.find')} key={search.toString()}>
        <label className="bo-field">
          <span>{t('backoffice.players.query')}</span>
          <input name="q" type="search" defaultValue={search.get('q') ?? ''} placeholder={t('backoffice.players.queryHint')} data-testid="bo-players-q" />
        </label>
        <MerchantFilter name="merchant" value={search.get('merchant')?.toUpperCase() ?? ''} label="backoffice.players.merchant" />
        <label className="bo-field">
          <span>{t('backoffice.players.sort')}</span>
          <select name="sort" defaultValue={search.get('sort') ?? 'newest'}>
            {PLAYER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`backoffice.players.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="bo-button bo-button--primary">
          {t('backoffice.players.find')}
        </button>
      </form>
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(errorCode)} />
      {data && (
        <>
          {data.items.length === 0 ? (
            <p className="bo-empty">{t('backoffice.players.none')}</p>
          ) : (
            <table className="bo-table" aria-describedby={`${id}-pages`} data-testid="bo-players-table">
              <caption className="bo-visually-hidden">{t('backoffice.players.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('backoffice.players.account')}</th>
                  <th scope="col">{t('backoffice.players.merchant')}</th>
                  <th scope="col">{t('backoffice.players.mobile')}</th>
                  <th scope="col">{t('backoffice.players.email')}</th>
                  <th scope="col">{t('backoffice.players.state')}</th>
                  <th scope="col">{t('backoffice.players.registered')}</th>
                  <th scope="col">{t('backoffice.players.lastLogin')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((p) => (
                  <tr key={p.id} data-testid="bo-player-row" data-id={p.id}>
                    <td>
                      <Link to={`${BASE}/players/${p.id}`}>{p.account}</Link>
                    </td>
                    <td>{p.merchantCode}</td>
                    <td>{p.mobile ?? '–'}</td>
                    <td>{p.email ?? '–'}</td>
                    <td>{t(p.locked ? 'backoffice.players.locked' : 'backoffice.players.active')}</td>
                    <td>
                      <FormattedDate value={p.registeredAt} dateStyle="medium" />
                    </td>
                    <td>{p.lastLoginAt ? <FormattedDate value={p.lastLoginAt} dateStyle="medium" timeStyle="short" /> : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager id={`${id}-pages`} page={data.page} pages={data.totalPages} total={data.total} onPage={goTo} />
        </>
      )}
    </section>
  );
}
