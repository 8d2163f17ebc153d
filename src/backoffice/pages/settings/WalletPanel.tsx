import { useResource } from '../../../app/useResource';
import * as api from '../../api';
import { useErrorText } from '../../intl';
import { ListLoading } from '../../PageLoading';
import { useStaffSession } from '../../session';
import { MerchantPicker } from './MerchantPicker';
import { useReloadOnChange } from './useReloadOnChange';
import { WalletForm } from './WalletForm';

/** The money settings of the merchant chosen (money.decide). */
export function WalletPanel({ merchant, onMerchant }: { merchant: string | undefined; onMerchant: (code: string) => void }) {
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const settings = useResource((code: string | undefined, { signal }) => api.fetchWalletSettings(token, code, { signal }), merchant);
  useReloadOnChange(merchant, settings.send);
  return (
    <>
      <ListLoading failed={settings.snapshot.matches('failed')} loaded={Boolean(settings.data)} error={errorText(settings.errorCode)} />
      {settings.data && (
        <>
          <MerchantPicker merchants={settings.data.merchants} value={settings.data.merchantCode} onChange={onMerchant} />
          <WalletForm settings={settings.data} />
        </>
      )}
    </>
  );
}
