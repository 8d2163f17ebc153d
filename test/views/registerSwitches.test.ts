// Which ways of registering the merchant's switches open (machines/register.machine.ts, spec
// section 4, REGISTER-69): the form needs DIRECTREG3 and at least one way, by username or by
// mobile. The model's settings all have registration by username on, so a merchant that
// registers by mobile only is held here. Node only, so the register mutation group runs it.
import { describe, expect, it } from 'vitest';
import { captchaEnabled, registerSwitches } from '../../machines/register.machine';
import { switchesOf } from '../../server/shared/wire/system';

const settings = (on: Parameters<typeof switchesOf>[0]) => ({ fields: [], switches: switchesOf(on) });

describe('the registration switches', () => {
  it('open the form by mobile only, without tabs', () => {
    expect(registerSwitches(settings({ DIRECTREG3: 1, MOBILENUMREG3: 1 }))).toEqual({
      open: true,
      byUsername: false,
      byMobile: true,
      tabs: false,
      smsVerification: false,
    });
  });

  it('open the form by username only, without tabs', () => {
    expect(registerSwitches(settings({ DIRECTREG3: 1, USERNAMEREG3: 1 }))).toEqual({
      open: true,
      byUsername: true,
      byMobile: false,
      tabs: false,
      smsVerification: false,
    });
  });

  it('keep the form closed with no way of registering, or before the settings load', () => {
    expect(registerSwitches(settings({ DIRECTREG3: 1 })).open).toBe(false);
    expect(registerSwitches(null)).toEqual({ open: false, byUsername: false, byMobile: false, tabs: false, smsVerification: false });
  });

  it('show no captcha before the settings load', () => {
    expect(captchaEnabled({ settings: null })).toBe(false);
  });
});
