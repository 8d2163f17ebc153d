import { FormattedNumber } from 'react-intl';

/** An amount as the server writes it ("1234.50"), in the console's language (the runs carry no currency). */
export const Amount = ({ value }: { value: string }) => <FormattedNumber value={Number(value)} minimumFractionDigits={2} maximumFractionDigits={2} />;
