// The registration call built from a submission (machines/register.machine.ts): each optional
// field under its own name when the merchant's rules show it, the number when a way of
// registering or a switch asks for it, the captcha only with one shown. The model's demo
// rules leave most optional fields off, so they are held here. Node only, so the register
// mutation group runs it (MACHINE_TESTS in scripts/mutation.ts).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, waitFor } from 'xstate';
import { providerSignUp, type RegisterContext, registerMachine, registerRequest } from '../../machines/register.machine';
import { switchesOf } from '../../server/shared/wire/system';
import { fieldRules } from '../model/models/fixtures/accounts';

const OPTIONAL = ['payeeName', 'email', 'qqNum', 'recommenderId', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'birthday', 'affiliateCode'] as const;
const everyField = [
  ...fieldRules.filter((r) => !(OPTIONAL as readonly string[]).includes(r.field)),
  ...OPTIONAL.map((field) => ({ field, enabled: true, required: false, acceptedPattern: '*', patternId: 'ANY', minLength: 0, maxLength: 255 })),
];
const values = {
  username: ' player1 ',
  password: 'Player@2468',
  confirmPassword: 'Player@2468',
  mobileNum: '8098765432',
  countryDialingCode: '+234',
  verificationCode: '123456',
  captcha: 'K7P2',
  ...Object.fromEntries(OPTIONAL.map((field) => [field, ` ${field}-value `])),
};

const input = { affiliateCode: null, referralCode: null, domain: 'portal.example', registerUrl: 'https://portal.example/register', dialingCode: '234', today: '2030-06-01', providers: [], phoneProvider: null };

/** The machine's own starting context, with the rules loaded and a submission made. */
function context(over: Partial<RegisterContext> = {}, switches: Parameters<typeof switchesOf>[0] = { DIRECTREG3: 1, USERNAMEREG3: 1 }): RegisterContext {
  const start = getInitialSnapshot(registerMachine, input).context;
  return { ...start, settings: { fields: everyField, switches: switchesOf(switches) }, submission: values, ...over };
}

describe('the registration call', () => {
  it('sends every optional field the rules show, trimmed, under its own name', () => {
    const request = registerRequest(context());
    for (const field of OPTIONAL) expect(request[field as keyof typeof request], field).toBe(`${field}-value`);
    expect(request.username).toBe('player1');
  });

  it('leaves out an optional field the rules do not show, or left empty', () => {
    const hidden = context({ settings: { fields: everyField.map((r) => ({ ...r, enabled: false })), switches: switchesOf({ DIRECTREG3: 1, USERNAMEREG3: 1 }) } });
    const request = registerRequest(hidden);
    for (const field of OPTIONAL) expect(request[field as keyof typeof request], field).toBeUndefined();
    expect(registerRequest(context({ submission: { ...values, email: '  ' } })).email).toBeUndefined();
  });

  it('sends the number when registering by mobile, with SMS verification, or when the rules show it; otherwise not', () => {
    const noMobileRule = everyField.filter((r) => r.field !== 'mobileNum');
    const plain = { settings: { fields: noMobileRule, switches: switchesOf({ DIRECTREG3: 1, USERNAMEREG3: 1 }) } };
    expect(registerRequest(context(plain)).mobileNum).toBeUndefined();
    expect(registerRequest(context(plain)).countryDialingCode).toBeUndefined();
    expect(registerRequest(context({ ...plain, type: 'registerMobile' }))).toMatchObject({ mobileNum: '8098765432', username: '8098765432', countryDialingCode: '+234' });
    const sms = { settings: { fields: noMobileRule, switches: switchesOf({ DIRECTREG3: 1, USERNAMEREG3: 1, REGMOBVERF3: 1 }) } };
    expect(registerRequest(context(sms))).toMatchObject({ mobileNum: '8098765432', verificationCode: '123456' });
    expect(registerRequest(context()).mobileNum).toBe('8098765432');
  });

  it('sends the captcha only when one is shown and loaded', () => {
    const captcha = { captchaId: 'cap-1', image: 'data:image/png;base64,' };
    expect(registerRequest(context({ captcha }))).toMatchObject({ captchaId: 'cap-1', captcha: 'K7P2' });
    expect(registerRequest(context()).captchaId).toBeUndefined();
    const noCaptchaRule = { settings: { fields: everyField.filter((r) => r.field !== 'captcha'), switches: switchesOf({ DIRECTREG3: 1, USERNAMEREG3: 1 }) } };
    expect(registerRequest(context({ ...noCaptchaRule, captcha })).captchaId).toBeUndefined();
  });

  it("sends the address's code in place of the hidden field", () => {
    expect(registerRequest(context({ affiliateHidden: true, affiliateCode: 'AGENT01' })).affiliateCode).toBe('AGENT01');
    expect(registerRequest(context({ affiliateHidden: true, affiliateCode: null })).affiliateCode).toBeUndefined();
  });
});

describe('the sign-up through a provider', () => {
  const through = (over: Partial<RegisterContext> = {}) => providerSignUp(context({ provider: 'google', ...over }));

  it('sends the birthday and the invitation code typed, trimmed, where the rules show them; otherwise not', () => {
    expect(through().finish).toMatchObject({ birthday: 'birthday-value', affiliateCode: 'affiliateCode-value', termsAccepted: true, domain: 'portal.example' });
    const hidden = { settings: { fields: everyField.map((r) => ({ ...r, enabled: false })), switches: switchesOf({ DIRECTREG3: 1, USERNAMEREG3: 1 }) } };
    expect(through(hidden).finish.birthday).toBeUndefined();
    expect(through(hidden).finish.affiliateCode).toBeUndefined();
  });

  it("sends the address's code in place of the hidden field", () => {
    expect(through({ affiliateHidden: true, affiliateCode: 'AGENT01' }).finish.affiliateCode).toBe('AGENT01');
    expect(through({ affiliateHidden: true, affiliateCode: null }).finish.affiliateCode).toBeUndefined();
  });
});

describe("the number a code is asked for, under the merchant's own rule", () => {
  it('is refused by a stricter rule than the default one, without a call', async () => {
    const tenDigits = everyField.map((r) => (r.field === 'mobileNum' ? { ...r, minLength: 10, maxLength: 10 } : r.field === 'captcha' ? { ...r, enabled: false } : r));
    const sent: unknown[] = [];
    const machine = registerMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => ({ fields: tenDigits, switches: switchesOf({ DIRECTREG3: 1, USERNAMEREG3: 1, REGMOBVERF3: 1 }) })),
        sendRegisterCode: fromPromise(async ({ input }) => {
          sent.push(input);
          return { expiredMinutes: 1 };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (s) => s.matches({ ready: { form: { editing: 'ready' } } }));
    // Seven digits pass the default rule (7 to 15) but not this merchant's (10).
    actor.send({ type: 'SEND_CODE', mobileNum: '8012345', countryDialingCode: '+234' });
    expect(actor.getSnapshot().context.fieldErrors.mobileNum).toBeDefined();
    expect(sent).toEqual([]);
    actor.stop();
  });
});
