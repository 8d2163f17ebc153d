import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { ComingSoon } from '../ComingSoon';

export { NoticeListPage } from './NoticeListPage';
export { HelpPage, HelpStandalonePage } from './HelpPage';

export const PromotionsPage = () => (
  <ComingSoon icon="promotions" title="page.promotions.title" subtitle="page.promotions.subtitle" text="page.promotions.empty" testId="promotions-page" />
);

export function PromoDetailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <ComingSoon icon="promotions" title="page.promoDetail.title" text="page.promoDetail.empty" testId="promo-detail-page">
      {id && <p className="page-note">{t('page.promoDetail.id', { id })}</p>}
    </ComingSoon>
  );
}

export const VipPage = () => (
  <ComingSoon icon="crown" title="page.vip.title" subtitle="page.vip.subtitle" text="page.vip.empty" testId="vip-page" />
);

export const PointMallPage = () => (
  <ComingSoon icon="shop" title="page.pointMall.title" subtitle="page.pointMall.subtitle" text="page.pointMall.empty" testId="point-mall-page" />
);

export const DownloadPage = () => (
  <ComingSoon icon="download" title="page.download.title" subtitle="page.download.subtitle" text="page.download.empty" testId="download-page" />
);

export const JoinPage = () => (
  <ComingSoon icon="users" title="page.join.title" subtitle="page.join.subtitle" text="page.join.empty" testId="join-page" />
);
