/** Country calling codes offered by the phone fields: the markets the portal serves first. */
export const DIALING_CODES = [
  { country: 'NG', code: '234' },
  { country: 'GH', code: '233' },
  { country: 'KE', code: '254' },
  { country: 'AU', code: '61' },
  { country: 'NZ', code: '64' },
  { country: 'VN', code: '84' },
  { country: 'TH', code: '66' },
  { country: 'CN', code: '86' },
  { country: 'IN', code: '91' },
  { country: 'BD', code: '880' },
  { country: 'ID', code: '62' },
  { country: 'BR', code: '55' },
  { country: 'PH', code: '63' },
  { country: 'MY', code: '60' },
] as const;

/** The list with the merchant's own code first (added when missing). */
export function dialingCodesFor(defaultCode: string): { country: string; code: string }[] {
  const own = DIALING_CODES.filter((entry) => entry.code === defaultCode);
  const rest = DIALING_CODES.filter((entry) => entry.code !== defaultCode);
  return [...(own.length ? own : [{ country: '', code: defaultCode }]), ...rest];
}
