import { useEffect, useRef } from 'react';
import { Link } from '../../../../components/Link';
import type { MenuVendor as Vendor } from '../../../../../server/shared/wire/gameMenu';
import { Icon } from '../../../../components/Icon';
import { useT } from '../../../../i18n/useT';
import { useImageUrl } from '../../../../app/cdn';

/** Spec section 9: the carousel gets arrows above this many vendors. */
export const VENDOR_ARROWS_ABOVE = 7;

interface VendorCarouselProps {
  vendors: Vendor[];
  active: string | null;
  /** The hall's address for a vendor (null: every vendor). */
  hrefOf: (vendor: string | null) => string;
}

/** The hall's vendors in a strip that scrolls sideways; arrows move it by a screenful. */
export function VendorCarousel({ vendors, active, hrefOf }: VendorCarouselProps) {
  const t = useT();
  const imageUrl = useImageUrl();
  const strip = useRef<HTMLUListElement>(null);
  const arrows = vendors.length > VENDOR_ARROWS_ABOVE;
  // The chosen vendor is brought into the strip's view (the strip scrolls, not the page).
  useEffect(() => {
    const el = strip.current;
    const chosen = el?.querySelector<HTMLElement>('[aria-current="true"]')?.parentElement;
    if (!el || !chosen) return;
    const left = chosen.offsetLeft - el.offsetLeft;
    if (left < el.scrollLeft || left + chosen.offsetWidth > el.scrollLeft + el.clientWidth) el.scrollLeft = left - 8;
  }, [active, vendors.length]);
  const scroll = (direction: 1 | -1) => {
    const el = strip.current;
    if (!el) return;
    // Right-to-left pages scroll the other way.
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: direction * rtl * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  const item = (code: string | null, label: string, icon: string | null) => {
    const isActive = code === active;
    return (
      <li key={code ?? '*'}>
        <Link
          to={hrefOf(code)}
          className={`vendor-pill${isActive ? ' is-active' : ''}`}
          aria-current={isActive ? 'true' : undefined}
          data-testid={code ? `hall-vendor-${code}` : 'hall-vendor-all'}
        >
          {icon ? <img src={imageUrl(icon)} alt="" loading="lazy" className="vendor-pill__icon" width={128} height={128} /> : <Icon name="grid" size={18} />}
          <span>{label}</span>
        </Link>
      </li>
    );
  };
  return (
    <nav className={`vendor-carousel${arrows ? ' has-arrows' : ''}`} aria-label={t('lobby.vendors')} data-testid="hall-vendors">
      {arrows && (
        <button type="button" className="vendor-carousel__arrow" onClick={() => scroll(-1)} aria-label={t('lobby.vendors.previous')} data-testid="hall-vendors-previous">
          <Icon name="chevronLeft" size={18} />
        </button>
      )}
      <ul className="vendor-carousel__strip" ref={strip}>
        {item(null, t('lobby.vendors.all'), null)}
        {vendors.map((vendor) => item(vendor.vassalage, vendor.name, vendor.iconUrl))}
      </ul>
      {arrows && (
        <button type="button" className="vendor-carousel__arrow" onClick={() => scroll(1)} aria-label={t('lobby.vendors.next')} data-testid="hall-vendors-next">
          <Icon name="chevronRight" size={18} />
        </button>
      )}
    </nav>
  );
}
