// The registration form replayed along the register machine's paths: loading, the
// form the merchant's rules ask for (tabs, fields, captcha, invitation code, terms), the
// warnings, the slider, the get-code button and its countdown, the refusals.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ActorRefFrom, AnyActorRef, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { visibleRegisterFields } from '../../machines/formRules';
import { captchaEnabled, registerSwitches, type RegisterContext, type registerMachine } from '../../machines/register.machine';
import { RegisterFlow } from '../../src/views/account/RegisterFlow';
import { PROVIDER_NAMES } from '../../server/shared/signIn';
import { byTestId, type Check, composeViews, coveringPaths, errorText, fieldText, fill, through, tr, Wrapper } from '../views/accountFlows';
import { assertionProblems } from './checks';
import { buildGraph } from './graph';
import { requireEntry } from './registry';
import { runPath, type StepContext } from './runner';

const entry = await requireEntry('register');
const graph = buildGraph(entry);
const contextOf = (ctx: StepContext) => ctx.snapshot.context as RegisterContext;
const submitButton = () => screen.getByTestId('register-submit') as HTMLButtonElement;

/** The fields the rules, the type and the switches ask for, in order, and nothing else. */
const form: Check = (ctx) => {
  const c = contextOf(ctx);
  const sw = registerSwitches(c.settings);
  const view = screen.getByTestId('register-form');
  expect(view.getAttribute('data-type')).toBe(c.type);
  expect(!!byTestId('register-tabs'), 'tabs only when both ways are on').toBe(sw.tabs);
  const expected = visibleRegisterFields(c.settings!.fields, { type: c.type, smsVerification: sw.smsVerification, affiliateHidden: c.affiliateHidden });
  const shown = [...view.querySelectorAll('[data-testid^="register-"].field')].map((el) => el.getAttribute('data-testid')!.replace('register-', ''));
  expect(shown).toEqual(expected);
  expect(!!byTestId('register-invited'), 'a valid invitation code from the address is applied, not asked').toBe(c.affiliateHidden && !!c.affiliateCode);
  expect((screen.getByTestId('register-terms-input') as HTMLInputElement).defaultChecked, 'terms are accepted by default').toBe(true);
  expect(screen.getByTestId('register-terms-link').getAttribute('href')).toBe('/help#terms');
  expect(screen.getByTestId('register-agreement-link').getAttribute('href')).toBe('/help');
  if (expected.includes('password')) expect((screen.getByTestId('register-password-input') as HTMLInputElement).type).toBe(c.passwordVisible ? 'text' : 'password');
  for (const [field, error] of Object.entries(c.fieldErrors)) {
    expect(screen.getByTestId(`register-${field}-error`).textContent).toContain(fieldText(error!));
  }
  const alert = byTestId('form-error');
  const inDialog = ctx.snapshot.matches({ ready: { form: 'invalidInvitation' } }) || ctx.snapshot.matches({ ready: { form: 'slider' } });
  if (c.errorCode && !inDialog) expect(alert?.textContent).toContain(errorText(c.errorCode));
  else expect(alert).toBeNull();
  expect(!!byTestId('captcha'), 'the captcha shows when its field is enabled').toBe(captchaEnabled(c));
};

const busy: Check = () => {
  expect(submitButton().disabled).toBe(true);
  expect(submitButton().textContent).toContain(tr('register.creating'));
};

const dialogs = ['register-terms-warning', 'register-invalid-invitation'];
const onlyDialog = (id: string | null) => {
  for (const d of dialogs) expect(!!byTestId(d), `${d} ${d === id ? 'is' : 'is not'} shown`).toBe(d === id);
};

const forms: Record<string, Check> = {
  starting: form,
  'editing.ready': (ctx) => {
    form(ctx);
    onlyDialog(null);
    if (captchaEnabled(contextOf(ctx)) && ctx.snapshot.matches({ ready: { code: 'idle' } })) expect((screen.getByTestId('captcha-refresh') as HTMLButtonElement).disabled).toBe(false);
  },
  'editing.cooling': (ctx) => {
    form(ctx);
    expect((screen.getByTestId('captcha-refresh') as HTMLButtonElement).disabled, 'a second before the next refresh').toBe(true);
  },
  loadingCaptcha: (ctx) => {
    form(ctx);
    expect((screen.getByTestId('captcha-refresh') as HTMLButtonElement).disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);
  },
  termsWarning: (ctx) => {
    form(ctx);
    onlyDialog('register-terms-warning');
    expect(screen.getByTestId('register-terms-warning').textContent).toContain(tr('error.terms_not_accepted'));
  },
  verifyingAffiliate: (ctx) => {
    form(ctx);
    busy(ctx);
  },
  invalidInvitation: (ctx) => {
    form(ctx);
    onlyDialog('register-invalid-invitation');
    expect(screen.getByTestId('register-invalid-invitation-confirm').textContent).toBe(tr('common.submit'));
  },
  slider: (ctx) => {
    form(ctx);
    expect(screen.getByTestId('slider-check')).toBeTruthy();
  },
  registering: (ctx) => {
    form(ctx);
    busy(ctx);
  },
  // The code typed is on its way to the SMS sign-in provider: the form waits as it does for the registration.
  verifyingPhone: (ctx) => {
    form(ctx);
    busy(ctx);
  },
  // The provider's popup is open: the form waits, the buttons too, and a note says where to go on.
  thirdParty: (ctx) => {
    form(ctx);
    busy(ctx);
    const c = contextOf(ctx);
    expect(screen.getByTestId('register-providers-waiting').textContent).toBe(tr('signIn.waiting', { provider: PROVIDER_NAMES[c.provider!] }));
    for (const provider of c.providers) expect((screen.getByTestId(`register-providers-${provider}`) as HTMLButtonElement).disabled).toBe(true);
  },
  loadingInfo: busy,
};

const code = (state: string): Check => (ctx) => {
  const c = contextOf(ctx);
  if (!registerSwitches(c.settings).smsVerification) {
    expect(byTestId('sms-code-button')).toBeNull();
    return;
  }
  const button = screen.getByTestId('sms-code-button') as HTMLButtonElement;
  expect(button.getAttribute('data-state')).toBe(state);
  expect(button.disabled).toBe(state !== 'idle');
  if (state === 'counting') expect(button.textContent).toBe(tr('sms.wait', { seconds: c.codeSecondsLeft }));
  if (state === 'failed') expect(screen.getByTestId('sms-failed').textContent).toContain(errorText(c.codeErrorCode));
  else expect(byTestId('sms-failed')).toBeNull();
};

const views = composeViews(
  graph,
  {
    'ready.form': forms,
    'ready.code': {
      ...Object.fromEntries(['idle', 'throttled', 'sending', 'failed', 'counting'].map((s) => [s, code(s)])),
      // The SMS sign-in provider sending its code reads to the player as any code on its way.
      sendingToProvider: code('sending'),
    },
    '(root)': {
      loading: () => expect(screen.getByTestId('register-loading')).toBeTruthy(),
      checkingAffiliate: () => expect(screen.getByTestId('register-loading')).toBeTruthy(),
      loadFailed: (ctx) => expect(screen.getByTestId('register-load-failed').textContent).toContain(errorText(contextOf(ctx).errorCode)),
      unavailable: () => expect(screen.getByTestId('register-unavailable').textContent).toContain(tr('register.unavailable.title')),
      done: busy,
    },
  },
  () => {},
);

type Ev<T extends string> = Extract<Parameters<ActorRefFrom<typeof registerMachine>['send']>[0], { type: T }>;

const drivers: Record<string, (event: EventObject, ctx: StepContext) => Promise<void>> = {
  SUBMIT: async (event, ctx) => {
    const view = byTestId('register-form');
    const e = event as Ev<'SUBMIT'>;
    if (view) {
      fill(view, e.values as Record<string, string>);
      const terms = screen.getByTestId('register-terms-input') as HTMLInputElement;
      if (terms.checked !== e.termsAccepted) fireEvent.click(terms);
    }
    await through(view && submitButton(), ctx, event);
  },
  SELECT_TYPE: (event, ctx) => through(byTestId(`register-tabs-${(event as Ev<'SELECT_TYPE'>).registerType}`), ctx, event),
  TOGGLE_PASSWORD: (event, ctx) => through(byTestId('password-toggle'), ctx, event),
  SEND_CODE: async (event, ctx) => {
    const view = byTestId('register-form');
    const e = event as Ev<'SEND_CODE'>;
    if (view) fill(view, { mobileNum: e.mobileNum, countryDialingCode: e.countryDialingCode });
    await through(byTestId('sms-code-button'), ctx, event);
  },
  REFRESH_CAPTCHA: (event, ctx) => through(byTestId('captcha-refresh'), ctx, event),
  CANCEL_SLIDER: (event, ctx) => through(byTestId('slider-cancel'), ctx, event),
  DISMISS: (event, ctx) =>
    through(byTestId('register-terms-warning-confirm') ?? byTestId('register-invalid-invitation-confirm') ?? byTestId('sms-failed-confirm'), ctx, event),
  RETRY: (event, ctx) => through(byTestId('register-retry'), ctx, event),
  // The form as typed goes along (the invitation code, the birthday, the terms box).
  SIGN_IN_WITH: async (event, ctx) => {
    const view = byTestId('register-form');
    const e = event as Ev<'SIGN_IN_WITH'>;
    if (view) {
      fill(view, e.values as Record<string, string>);
      const terms = screen.getByTestId('register-terms-input') as HTMLInputElement;
      if (terms.checked !== e.termsAccepted) fireEvent.click(terms);
    }
    await through(byTestId(`register-providers-${e.provider}`), ctx, event);
  },
};

describe('register view', () => {
  it('has a view assertion for every reachable state, and none for a state that does not exist', () => {
    expect(assertionProblems(graph, views)).toEqual([]);
  });

  it('the view drives every event registration takes from a person (the countdown ticks by itself)', () => {
    const fromPerson = Object.keys(entry.model.events).filter((type) => type !== 'SMS_TICK');
    expect(fromPerson.filter((type) => !drivers[type])).toEqual([]);
  });

  for (const path of coveringPaths(graph)) {
    it(`[REGISTER-02] view along ${path.title}`, async () => {
      const errors: string[] = [];
      await runPath(entry, path, {
        act: (change) => act(change),
        onStart: (actor: AnyActorRef) => {
          render(
            <Wrapper errors={errors}>
              <RegisterFlow actorRef={actor as ActorRefFrom<typeof registerMachine>} links={{ openLogin: () => {} }} />
            </Wrapper>,
          );
        },
        check: (ctx) => {
          const view = views[ctx.step.key];
          if (!view) throw new Error(`no view assertion for state "${ctx.step.key}"`);
          view(ctx);
          expect(errors, 'every message on screen is translated').toEqual([]);
        },
        drivers,
      });
    });
  }
});
