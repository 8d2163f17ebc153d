// The contact form's rules the page calls as well as the machine (machines/contactBinding.machine.ts):
// a field the form did not send at all reads as empty, never as "undefined". The machine's
// events always carry every field, so its model never sees a missing one. Node only, so the
// contactBinding mutation group runs it.
import { describe, expect, it } from 'vitest';
import { checkCode, checkDestination, destinationOf } from '../../machines/contactBinding.machine';

describe('a contact form with fields missing', () => {
  it('sends an empty address or number, and no calling code', () => {
    expect(destinationOf('email', {})).toEqual({ email: '' });
    expect(destinationOf('mobile', {})).toEqual({ mobileNum: '' });
  });

  it('keeps a calling code only when one was typed', () => {
    expect(destinationOf('mobile', { mobileNum: ' 8012345678 ', countryDialingCode: ' +234 ' })).toEqual({ mobileNum: '8012345678', countryDialingCode: '+234' });
    expect(destinationOf('mobile', { mobileNum: '8012345678', countryDialingCode: ' ' })).toEqual({ mobileNum: '8012345678' });
  });

  it('reads the address trimmed: spaces alone are no address, spaces around one are not part of it', () => {
    expect(checkDestination('email', { email: '   ' })).toEqual({ message: 'validation.required' });
    expect(checkDestination('email', { email: ' demo@example.com ' })).toBeUndefined();
    expect(checkDestination('email', { email: 'not-an-address' })).toEqual({ message: 'error.invalid_email_format' });
  });

  it('asks for the address and the code', () => {
    expect(checkDestination('email', {})).toEqual({ message: 'validation.required' });
    expect(checkCode(undefined)).toEqual({ message: 'validation.required' });
    expect(checkCode('  ')).toEqual({ message: 'validation.required' });
  });
});
