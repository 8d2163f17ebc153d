import type { FormEvent } from 'react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { NavLink } from '../../components/Link';
import { useCT } from '../intl';
import { AgentContracts } from './agents/AgentContracts';
import { AgentTree } from './agents/AgentTree';
import { agentsPath, merchantOf } from './agents/agentsPath';
import { SettlementRunDetail } from './agents/SettlementRunDetail';
import { SettlementRuns } from './agents/SettlementRuns';
import './agents/agents.css';

/** The agents section (agents.manage): the tree, the contracts, the settlement runs. */
export function Agents() {
  const t = useCT();
  const [search, setSearch] = useSearchParams();
  const merchant = merchantOf(search);
  const chooseMerchant = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get('merchant') ?? '').trim();
    setSearch(value ? { merchant: value.toUpperCase() } : {});
  };
  return (
    <section className="bo-page" data-testid="bo-agents">
      <div className="bo-page__head">
        <h1>{t('backoffice.agents.title')}</h1>
        <form className="bo-row" onSubmit={chooseMerchant} key={merchant ?? ''} aria-label={t('backoffice.agents.merchantFilter')}>
          <label className="bo-field">
            <span>{t('backoffice.agents.merchant')}</span>
            <input name="merchant" defaultValue={merchant ?? ''} placeholder={t('backoffice.agents.defaultMerchant')} maxLength={16} size={10} />
          </label>
          <button type="submit" className="bo-button">
            {t('backoffice.agents.show')}
          </button>
        </form>
      </div>
      <nav className="bo-tabs" aria-label={t('backoffice.agents.views')}>
        <NavLink end to={agentsPath('', merchant)}>
          {t('backoffice.agents.tree')}
        </NavLink>
        <NavLink to={agentsPath('/contracts', merchant)}>{t('backoffice.agents.contracts')}</NavLink>
        <NavLink to={agentsPath('/runs', merchant)}>{t('backoffice.agents.runs')}</NavLink>
      </nav>
      <Routes>
        <Route index element={<AgentTree merchant={merchant} />} />
        <Route path="contracts" element={<AgentContracts merchant={merchant} />} />
        <Route path="runs" element={<SettlementRuns merchant={merchant} />} />
        <Route path="runs/:kind/:periodKey" element={<SettlementRunDetail merchant={merchant} />} />
        <Route path="*" element={<p className="bo-empty">{t('backoffice.notFound')}</p>} />
      </Routes>
    </section>
  );
}
