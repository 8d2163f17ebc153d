import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

// The image and launch CDNs of the status answer (spec section 7): the merchant serves its
// pictures and games from them. The server answers pictures and launches as paths on the
// portal ('/api/media/...', '/api/games/play/...'); the CDN, when the merchant has one, is
// put before such a path. An empty CDN is the portal itself, and a full address (an
// operator's https picture, a data URL) is used as it is. The portal's providers pass the
// status's CDNs down; a view shown outside them (a test, an isolated page) serves from the portal.

/** `address` served from `cdn`: the CDN before a path on the portal, anything else unchanged. */
export function onCdn(cdn: string, address: string): string {
  if (!cdn || !address.startsWith('/') || address.startsWith('//')) return address;
  return `${cdn}${address}`;
}

interface Cdns {
  image: string;
  launch: string;
}

const CdnContext = createContext<Cdns>({ image: '', launch: '' });

/** Gives the views the status answer's CDNs. */
export function CdnProvider({ image, launch, children }: Cdns & { children: ReactNode }) {
  const value = useMemo(() => ({ image, launch }), [image, launch]);
  return <CdnContext.Provider value={value}>{children}</CdnContext.Provider>;
}

/** Builds picture addresses (games, vendors, banners) on the merchant's image CDN. */
export function useImageUrl(): (address: string) => string {
  const { image } = useContext(CdnContext);
  return useCallback((address: string) => onCdn(image, address), [image]);
}

/** Builds the address a game is launched from on the merchant's launch CDN. */
export function useLaunchUrl(): (address: string) => string {
  const { launch } = useContext(CdnContext);
  return useCallback((address: string) => onCdn(launch, address), [launch]);
}
