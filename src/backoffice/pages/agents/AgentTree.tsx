import { useId, useState } from 'react';
import { FormattedDate } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AgentTree as Tree } from '../../../../server/shared/wire/backofficeAgents';
import { Link } from '../../../components/Link';
import * as api from '../../api';
import { useCT, useErrorText } from '../../intl';
import { ListLoading } from '../../PageLoading';
import { useStaffSession } from '../../session';
import { agentsPath } from './agentsPath';
import { Pager } from './Pager';
import { pageOf, useQueryResource, withParam } from '../../useQueryResource';

type Node = Tree['items'][number];

/**
 * The agent tree a level at a time: the top agents (or the downline of ?parent=), 15 a page
 * (?page=); a node with a downline opens it in place, paged on its own.
 */
export function AgentTree({ merchant }: { merchant: string | undefined }) {
  const t = useCT();
  const [search, setSearch] = useSearchParams();
  const parentId = search.get('parent') ?? undefined;
  const page = pageOf(search);
  return (
    <div data-testid="bo-agent-tree">
      <h2 className="bo-visually-hidden">{t('backoffice.agents.tree')}</h2>
      <TreeLevel merchant={merchant} parentId={parentId} page={page} onPage={(p) => setSearch(withParam(search, 'page', p, '1'))} top />
    </div>
  );
}

function TreeLevel({ merchant, parentId, page, onPage, top = false }: { merchant: string | undefined; parentId: string | undefined; page: number; onPage: (page: number) => void; top?: boolean }) {
  const t = useCT();
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const { data, errorCode, snapshot } = useQueryResource((q: api.TreeQuery, { signal }) => api.fetchAgentTree(token, q, { signal }), { merchantCode: merchant, parentId, page });
  return (
    <>
      <ListLoading failed={snapshot.matches('failed')} loaded={Boolean(data)} error={errorText(errorCode)} />
      {data && top && data.path.length > 0 && (
        <nav className="bo-crumbs" aria-label={t('backoffice.agents.pathUp')}>
          <ol>
            <li>
              <Link to={agentsPath('', merchant)}>{t('backoffice.agents.topAgents')}</Link>
            </li>
            {data.path.map((step, i) => (
              <li key={step.id}>
                {i === data.path.length - 1 ? <span aria-current="location">{step.account}</span> : <Link to={agentsPath('', merchant, { parent: step.id })}>{step.account}</Link>}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {data &&
        (data.items.length === 0 ? (
          <p className="bo-empty">{t(parentId ? 'backoffice.agents.noDownline' : 'backoffice.agents.noAgents')}</p>
        ) : (
          <ul className={top ? 'bo-tree' : 'bo-tree bo-tree--nested'} data-testid="bo-tree-level">
            {data.items.map((node) => (
              <TreeNode key={node.id} node={node} merchant={merchant} />
            ))}
          </ul>
        ))}
      {data && <Pager page={data.page} totalPages={data.totalPages} total={data.total} onPage={onPage} />}
    </>
  );
}

function TreeNode({ node, merchant }: { node: Node; merchant: string | undefined }) {
  const t = useCT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  return (
    <li className="bo-tree__node" data-testid="bo-tree-node" data-account={node.account}>
      <div className="bo-tree__row">
        {node.downlines > 0 ? (
          <button type="button" className="bo-button bo-button--small" aria-expanded={open} aria-controls={`${id}-downline`} onClick={() => setOpen(!open)}>
            {t(open ? 'backoffice.agents.hideDownline' : 'backoffice.agents.showDownline', { account: node.account, count: node.downlines })}
          </button>
        ) : (
          <span className="bo-tree__leaf" aria-hidden="true" />
        )}
        <strong>{node.account}</strong>
        {node.nickname && node.nickname !== node.account && <span className="bo-muted">{node.nickname}</span>}
        <span className="bo-role">{t(`backoffice.agents.kind.${node.kind}`)}</span>
        <span className="bo-muted">{t('backoffice.agents.contractsInForce', { count: node.contractsInForce })}</span>
        <span className="bo-muted">
          <FormattedDate value={node.registeredAt} dateStyle="medium" />
        </span>
        <Link to={agentsPath('/contracts', merchant, { agent: node.id })} className="bo-tree__link">
          {t('backoffice.agents.contractsOf', { account: node.account })}
        </Link>
        {node.downlines > 0 && (
          <Link to={agentsPath('', merchant, { parent: node.id })} className="bo-tree__link">
            {t('backoffice.agents.openDownline', { account: node.account })}
          </Link>
        )}
      </div>
      {open && (
        <div id={`${id}-downline`}>
          <TreeLevel merchant={merchant} parentId={node.id} page={page} onPage={setPage} />
        </div>
      )}
    </li>
  );
}
