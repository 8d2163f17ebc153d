import { MerchantFilter } from './MerchantFilter';
import { useId, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { NavLink } from '../../components/Link';
import { CONTENT_STATUSES } from '../../../server/shared/wire/backofficeContent';
import { useQueryResource } from '../useQueryResource';
import { CONTENT_KINDS, fetchContent, type ContentKind, type ContentQuery } from '../contentApi';
import { type ConsoleKey, useCT, useErrorText } from '../intl';
import { ListLoading } from '../PageLoading';
import { BASE } from '../sections';
import { useStaffSession } from '../session';
import { ContentEditor } from './content/ContentEditor';
import { KINDS, type AnyItem } from './content/contentKinds';

const FILTERS = ['merchantCode', 'status', 'category', 'topic'] as const;

/** The list's filters as the address keeps them: ?page&merchantCode&status and the kind's own (category, topic). */
export function contentQueryOf(kind: ContentKind, search: URLSearchParams): ContentQuery {
  const page = Number(search.get('page'));
  const query: ContentQuery = { page: Number.isInteger(page) && page > 1 ? page : 1 };
  const merchant = search.get('merchantCode')?.trim().toUpperCase();
  if (merchant) query.merchantCode = merchant;
  const status = search.get('status') ?? '';
  if ((CONTENT_STATUSES as readonly string[]).includes(status)) query.status = status;
  const filter = KINDS[kind].filter;
  const own = filter ? (search.get(filter.name) ?? '') : '';
  if (filter && filter.options.includes(own)) query[filter.name] = own;
  return query;
}

/** The console's content (content.manage): notices, banners, promotions and help articles, 15 a page, each opened in its editor. */
export function ContentPage() {
  const params = useParams();
  const kind = (CONTENT_KINDS as readonly string[]).includes(params.kind ?? '') ? (params.kind as ContentKind) : 'notices';
  return <ContentList key={kind} kind={kind} />;
}

function ContentList({ kind }: { kind: ContentKind }) {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  const { token } = useStaffSession();
  const spec = KINDS[kind];
  const [search, setSearch] = useSearchParams();
  const query = contentQueryOf(kind, search);
  const { data, errorCode, snapshot, send } = useQueryResource((q: ContentQuery, { signal }) => fetchContent(token, kind, q, { signal }), query);

  const editing = search.get('edit');
  const items = (data?.items ?? []) as AnyItem[];
  const opened = editing && editing !== 'new' ? items.find((item) => spec.keyOf(item) === editing) : undefined;
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next);
  };
  const filter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setSearch(next);
  };

  return (
    <section className="bo-page" data-testid="bo-content">
      <h1>{t('backoffice.content.title')}</h1>
      <nav className="bo-tabs" aria-label={t('backoffice.content.kinds')}>
        {CONTENT_KINDS.map((k) => (
          <NavLink key={k} to={`${BASE}/content/${k}`} className="bo-button bo-button--small">
            {t(`backoffice.content.kind.${k}` as ConsoleKey)}
          </NavLink>
        ))}
      </nav>
      <form className="bo-filters" onSubmit={filter} aria-label={t('backoffice.content.filters')} key={search.toString()}>
        <MerchantFilter name="merchantCode" value={search.get('merchantCode')?.toUpperCase() ?? ''} label="backoffice.content.field.merchantCode" />
        <label className="bo-field">
          <span>{t('backoffice.content.status')}</span>
          <select name="status" defaultValue={search.get('status') ?? ''}>
            <option value="">{t('backoffice.content.any')}</option>
            {CONTENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`backoffice.content.${status}`)}
              </option>
            ))}
          </select>
        </label>
        {spec.filter && (
          <label className="bo-field">
            <span>{t(`backoffice.content.field.${spec.filter.name}` as ConsoleKey)}</span>
            <select name={spec.filter.name} defaultValue={search.get(spec.filter.name) ?? ''}>
              <option value="">{t('backoffice.content.any')}</option>
              {spec.filter.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="bo-button bo-button--primary">
          {t('backoffice.content.apply')}
        </button>
        <button type="button" className="bo-button" onClick={() => setParam('edit', 'new')}>
          {t('backoffice.content.new')}
        </button>
      </form>
      {editing && (editing === 'new' || opened) && (
        <ContentEditor
          key={editing}
          kind={kind}
          item={opened ?? null}
          onSaved={() => send({ type: 'REFRESH' })}
          onClose={() => setParam('edit', null)}
        />
      )}
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(errorCode)} />
      {data && (
        <>
          {items.length === 0 ? (
            <p className="bo-empty">{t('backoffice.content.empty')}</p>
          ) : (
            <table className="bo-table" aria-describedby={`${id}-pages`} data-testid="bo-content-table">
              <caption className="bo-visually-hidden">{t(`backoffice.content.kind.${kind}` as ConsoleKey)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('backoffice.content.field.title')}</th>
                  <th scope="col">{t('backoffice.content.kindOf')}</th>
                  <th scope="col">{t('backoffice.content.field.merchantCode')}</th>
                  <th scope="col">{t('backoffice.content.status')}</th>
                  <th scope="col">{t('backoffice.content.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={spec.keyOf(item)} data-testid="bo-content-row">
                    <td>{spec.titleOf(item)}</td>
                    <td>
                      <code>{spec.labelOf(item)}</code>
                    </td>
                    <td>{item.merchantCode ?? t('backoffice.content.everyMerchant')}</td>
                    <td>{t(item.active ? 'backoffice.content.published' : 'backoffice.content.unpublished')}</td>
                    <td>
                      <button type="button" className="bo-button bo-button--small" onClick={() => setParam('edit', spec.keyOf(item))}>
                        {t('backoffice.content.edit')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <nav className="bo-pager" aria-label={t('backoffice.pager.label')}>
            <button type="button" className="bo-button" disabled={data.page <= 1} onClick={() => setParam('page', data.page - 1 > 1 ? String(data.page - 1) : null)}>
              {t('backoffice.pager.previous')}
            </button>
            <span id={`${id}-pages`}>{t('backoffice.pager.position', { page: data.page, pages: Math.max(1, data.totalPages), total: data.total })}</span>
            <button type="button" className="bo-button" disabled={data.page >= data.totalPages} onClick={() => setParam('page', String(data.page + 1))}>
              {t('backoffice.pager.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
