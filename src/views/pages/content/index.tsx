import { inContentArea } from './ContentArea';
import { DownloadPage as Download } from './DownloadPage';
import { HelpPage as Help } from './HelpPage';
import { JoinPage as Join } from './JoinPage';
import { PointMallPage as PointMall } from './PointMallPage';
import { PromoDetailPage as PromoDetail } from './PromoDetailPage';
import { PromotionsPage as Promotions } from './PromotionsPage';
import { VipPage as Vip } from './VipPage';

// The content pages, each inside the `content` message catalogue (loaded with this
// chunk); the pages that take images also load the personal centre's picker wording.
export { NoticeListPage } from './NoticeListPage';
export const PromotionsPage = inContentArea(Promotions);
export const PromoDetailPage = inContentArea(PromoDetail, ['centre']);
export const VipPage = inContentArea(Vip);
export const PointMallPage = inContentArea(PointMall);
export const HelpPage = inContentArea(Help, ['centre']);
export const HelpStandalonePage = inContentArea(() => <Help standalone />, ['centre']);
export const DownloadPage = inContentArea(Download);
export const JoinPage = inContentArea(Join);
