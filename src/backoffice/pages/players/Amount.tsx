import { FormattedNumber } from 'react-intl';

/** An amount of the API (a decimal string) in the player's currency. */
export const Amount = ({ value, currency }: { value: string; currency: string }) => <FormattedNumber value={Number(value)} style="currency" currency={currency} />;
