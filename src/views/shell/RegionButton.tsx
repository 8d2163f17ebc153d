import { RegionActor } from '../../app/actors';
import { Flag } from '../../components/Flag';
import { useT } from '../../i18n/useT';

/** The region flag button (spec section 2): opens the region modal. */
export function RegionButton() {
  const t = useT();
  const regionRef = RegionActor.useActorRef();
  const country = RegionActor.useSelector((s) => currentCountry(s.context));
  return (
    <button
      type="button"
      className="tool-button"
      aria-label={t('header.region', { country })}
      data-testid="region-button"
      onClick={() => regionRef.send({ type: 'OPEN' })}
    >
      <Flag country={country} />
      <span className="tool-button__text">{country}</span>
    </button>
  );
}

/** The visitor's country as far as the portal knows: chosen, detected and allowed, or the merchant's. */
function currentCountry(context: {
  chosenCountry: string | null;
  countryCode: string | null;
  allowedCountries: string[];
  merchantCode: string;
}): string {
  if (context.chosenCountry) return context.chosenCountry.toUpperCase();
  const detected = context.countryCode?.toUpperCase();
  if (detected && context.allowedCountries.some((c) => c.toUpperCase() === detected)) return detected;
  return context.merchantCode.toUpperCase();
}
