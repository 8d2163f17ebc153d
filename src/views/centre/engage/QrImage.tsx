import QRCode from 'qrcode';
import { useT } from '../../../i18n/useT';
import { useResource } from '../../../app/useMachines';

/**
 * The QR code of a link, drawn as SVG (no canvas needed). It stays dark on white in both
 * themes: scanners need that contrast. Remount it (key) for another link.
 */
export const qrDataUrl = async (link: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }),
  )}`;

export function QrImage({ link, alt }: { link: string; alt: string }) {
  const t = useT();
  const image = useResource(qrDataUrl, link);
  return (
    <figure className="engage-qr" data-testid="referral-qr">
      {image.data ? (
        <img className="engage-qr__image" src={image.data} alt={alt} width={176} height={176} data-testid="referral-qr-image" />
      ) : (
        <span className="engage-qr__image engage-qr__placeholder" aria-hidden="true" />
      )}
      <figcaption className="engage-qr__caption">{t('centre.referral.qrHint')}</figcaption>
    </figure>
  );
}
