import { HISTORY_EXPORT_KINDS, HISTORY_EXPORT_MONTHS, type HistoryExportKind } from '../../../../server/shared/historyExport';
import { fetchHistoryCsv } from '../../../app/centreProtection';
import { AreaMessages } from '../../../app/AreaMessages';
import { saveBlob } from '../../../app/saveBlob';
import { useSubmission } from '../../../app/useMachines';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import '../protection/breaks.css';

/**
 * The member's history as CSV (issue 17: at least the last 12 months of bets, deposits and
 * withdrawals, downloadable): one button per kind; the file is fetched with the member's
 * token and handed to the browser as a download.
 */
export function HistoryDownload() {
  return (
    <AreaMessages area="breaks" fallback={null}>
      <Download />
    </AreaMessages>
  );
}

function Download() {
  const t = useT();
  const download = useSubmission<HistoryExportKind, true>(async (kind, _key, options) => {
    const { blob, fileName } = await fetchHistoryCsv(kind, options);
    saveBlob(blob, fileName);
    return true;
  });
  return (
    <div className="history-download" data-testid="history-download">
      <p className="history-download__text">
        <Icon name="download" size={16} />
        <span>{t('breaks.history.explain', { months: HISTORY_EXPORT_MONTHS })}</span>
      </p>
      <div className="breaks-periods">
        {HISTORY_EXPORT_KINDS.map((kind) => (
          <button key={kind} type="button" className="button button--ghost" disabled={download.busy} onClick={() => download.submit(kind)} data-testid={`history-download-${kind}`}>
            {t(`breaks.history.${kind}` as MessageKey)}
          </button>
        ))}
        {download.busy && <Spinner label={t('breaks.history.downloading')} />}
      </div>
      {download.errorCode && <FormAlert testId="history-download-error">{t(errorKey(download.errorCode))}</FormAlert>}
    </div>
  );
}
