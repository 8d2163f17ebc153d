import { useT } from '../i18n/useT';

/** The portal's logo (served by the API) with the brand name for assistive technology. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <img
      className={compact ? 'brand brand--compact' : 'brand'}
      src="/api/media/logo.svg"
      // The picture's own size (server/content/media/logo.ts): its place is kept before it loads.
      width={320}
      height={80}
      alt={t('app.name')}
      data-testid="brand-logo"
    />
  );
}
