import { describe, expect, it } from 'vitest';
import { invitationOf } from '../../src/app/invitation';
import { registerBody } from '../../server/shared/wire/accounts';

describe('invitation codes and the registration body', () => {
  it('[REGISTER-10] the referral code (and the agent\'s affiliate code) come from the address\'s query', () => {
    expect(invitationOf('?referralCode=FRIEND42&affiliateCode=AGENT01')).toEqual({ affiliateCode: 'AGENT01', referralCode: 'FRIEND42' });
    expect(invitationOf('?ref=FRIEND42&aff=AGENT01')).toEqual({ affiliateCode: 'AGENT01', referralCode: 'FRIEND42' });
    expect(invitationOf('')).toEqual({ affiliateCode: null, referralCode: null });
  });

  it('[REGISTER-09] the registration body takes every user field of spec section 3', () => {
    const fields = ['username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha', 'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'referralCode', 'domain', 'countryDialingCode'];
    expect(Object.keys(registerBody.entries)).toEqual(expect.arrayContaining(fields));
  });
});
