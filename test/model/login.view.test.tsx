// The login form replayed along the login machine's paths: at every step the screen must
// be what the state calls for (form or extra check, tabs, fields, captcha, slider, the
// get-code button and its countdown, the errors in the catalogue's words).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ActorRefFrom, AnyActorRef, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LoginContext, loginMachine } from '../../machines/login.machine';
import { LoginFlow } from '../../src/views/account/LoginFlow';
import { PROVIDER_NAMES } from '../../server/shared/signIn';
import { byTestId, type Check, composeViews, coveringPaths, errorText, fieldText, fill, through, tr, Wrapper } from '../views/accountFlows';
import { assertionProblems } from './checks';
import { buildGraph } from './graph';
import { requireEntry } from './registry';
import { runPath, type StepContext } from './runner';

const entry = await requireEntry('login');
const graph = buildGraph(entry);
const contextOf = (ctx: StepContext) => ctx.snapshot.context as LoginContext;

const FIELD_IDS: Record<string, string> = {
  username: 'login-username',
  password: 'login-password',
  captcha: 'login-captcha',
  mobileNum: 'login-mobile',
  code: 'login-code',
  extraCheck: 'extra-check',
};

const submitButton = () => screen.getByTestId('login-submit') as HTMLButtonElement;
const codeButton = () => screen.getByTestId('sms-code-button') as HTMLButtonElement;

/** The form as the tab and the context say: fields, tabs, captcha, field errors, the refusal. */
const form: Check = (ctx) => {
  const c = contextOf(ctx);
  const view = screen.getByTestId('login-form');
  // A button per provider the merchant offers (LOGIN-35, LOGIN-36), none otherwise.
  expect(within(view).queryAllByTestId(/^login-providers-(google|facebook)$/).map((b) => b.getAttribute('data-testid'))).toEqual(c.providers.map((p) => `login-providers-${p}`));
  expect(view.getAttribute('data-type')).toBe(c.type);
  expect(!!byTestId('login-tabs'), 'tabs only with MOBILEVERCODELOGIN3').toBe(c.smsLogin);
  if (c.type === 'username') {
    const password = screen.getByTestId('login-password-input') as HTMLInputElement;
    expect(password.type).toBe(c.passwordVisible ? 'text' : 'password');
    expect(screen.getByTestId('login-username-input')).toBeTruthy();
    expect(!!byTestId('login-captcha'), 'the captcha shows once asked for').toBe(c.captchaShown);
    expect(byTestId('login-mobile-input')).toBeNull();
  } else {
    expect(screen.getByTestId('login-mobile-input')).toBeTruthy();
    expect(screen.getByTestId('login-code-input')).toBeTruthy();
    expect(byTestId('login-password-input')).toBeNull();
  }
  for (const [field, error] of Object.entries(c.fieldErrors)) {
    expect(screen.getByTestId(`${FIELD_IDS[field]}-error`).textContent).toContain(fieldText(error!));
  }
  const alert = byTestId('form-error');
  if (c.errorCode && !ctx.snapshot.matches({ active: { form: 'slider' } })) expect(alert?.textContent).toContain(errorText(c.errorCode));
  else expect(alert).toBeNull();
};

const busy: Check = () => {
  expect(submitButton().disabled).toBe(true);
  expect(submitButton().textContent).toContain(tr('login.signingIn'));
};

/** The form takes input again: no loader on the button (after a refusal too, ERRORS-23). */
const idle: Check = () => {
  expect(submitButton().textContent).toBe(tr('login.submit'));
  expect(submitButton().querySelector('.spinner')).toBeNull();
};

const forms: Record<string, Check> = {
  'editing.ready': (ctx) => {
    form(ctx);
    idle(ctx);
    const c = contextOf(ctx);
    if (!ctx.snapshot.matches({ active: { code: 'slider' } })) expect(byTestId('slider-check')).toBeNull();
    if (c.captchaShown) expect((screen.getByTestId('captcha-refresh') as HTMLButtonElement).disabled).toBe(false);
  },
  // A second after a new captcha its refresh waits.
  'editing.cooling': (ctx) => {
    form(ctx);
    idle(ctx);
    expect((screen.getByTestId('captcha-refresh') as HTMLButtonElement).disabled).toBe(true);
    expect(submitButton().disabled).toBe(false);
  },
  loadingCaptcha: (ctx) => {
    form(ctx);
    expect((screen.getByTestId('captcha-refresh') as HTMLButtonElement).disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);
  },
  slider: (ctx) => {
    form(ctx);
    expect(screen.getByTestId('slider-check')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  },
  authenticating: (ctx) => {
    form(ctx);
    busy(ctx);
  },
  // The code typed is on its way to the SMS sign-in provider: the form waits as it does for the login.
  verifyingPhone: (ctx) => {
    form(ctx);
    busy(ctx);
  },
  loadingInfo: busy,
  // The provider's popup is open: the form waits, the buttons too, and a note says where to go on.
  thirdParty: (ctx) => {
    form(ctx);
    busy(ctx);
    const c = contextOf(ctx);
    expect(screen.getByTestId('login-providers-waiting').textContent).toBe(tr('signIn.waiting', { provider: PROVIDER_NAMES[c.provider!] }));
    for (const provider of c.providers) expect((screen.getByTestId(`login-providers-${provider}`) as HTMLButtonElement).disabled).toBe(true);
  },
  extraCheck: (ctx) => {
    const c = contextOf(ctx);
    const check = screen.getByTestId('login-extra-check');
    expect(within(check).getByText(tr(`login.extra.${c.extraCheck!.method}`, { target: c.extraCheck!.target ?? '' }))).toBeTruthy();
    expect(byTestId('login-form')).toBeNull();
    if (c.fieldErrors.extraCheck) expect(screen.getByTestId('extra-check-error').textContent).toContain(fieldText(c.fieldErrors.extraCheck));
    if (c.errorCode) expect(screen.getByTestId('form-error').textContent).toContain(errorText(c.errorCode));
  },
};

/** The get-code button (SMS tab) by the code region's state. */
const code = (state: string): Check => (ctx) => {
  const c = contextOf(ctx);
  if (c.type !== 'sms' || ctx.snapshot.matches({ active: { form: 'extraCheck' } })) {
    expect(byTestId('sms-code-button')).toBeNull();
    return;
  }
  expect(codeButton().getAttribute('data-state')).toBe(state);
  expect(codeButton().disabled, 'the button works only when idle').toBe(state !== 'idle');
  if (state === 'idle') expect(codeButton().textContent).toBe(tr('sms.get'));
  if (state === 'counting') expect(codeButton().textContent, 'the seconds left').toBe(tr('sms.wait', { seconds: c.codeSecondsLeft }));
  if (state === 'slider') expect(screen.getByTestId('slider-check')).toBeTruthy();
  if (state === 'failed') expect(screen.getByTestId('sms-failed').textContent).toContain(errorText(c.codeErrorCode));
  else expect(byTestId('sms-failed')).toBeNull();
};

const views = composeViews(
  graph,
  {
    'active.form': forms,
    'active.code': {
      ...Object.fromEntries(['idle', 'throttled', 'slider', 'sending', 'failed', 'counting'].map((s) => [s, code(s)])),
      // The SMS sign-in provider sending its code reads to the player as any code on its way.
      sendingToProvider: code('sending'),
    },
    '(root)': { done: busy, changeRequired: busy },
  },
  () => {},
);

type Ev<T extends string> = Extract<Parameters<ActorRefFrom<typeof loginMachine>['send']>[0], { type: T }>;

const drivers: Record<string, (event: EventObject, ctx: StepContext) => Promise<void>> = {
  SUBMIT: async (event, ctx) => {
    const view = byTestId('login-form');
    const { remember, ...typed } = (event as Ev<'SUBMIT'>).values;
    if (view) fill(view, typed as Record<string, string>);
    // The remember-me box is ticked, not typed into.
    const box = view?.querySelector<HTMLInputElement>('input[name="remember"]');
    if (box && box.checked !== (remember === 'on')) fireEvent.click(box);
    await through(view && submitButton(), ctx, event);
  },
  SELECT_TYPE: (event, ctx) => through(byTestId(`login-tabs-${(event as Ev<'SELECT_TYPE'>).loginType}`), ctx, event),
  TOGGLE_PASSWORD: (event, ctx) => through(byTestId('password-toggle'), ctx, event),
  SEND_CODE: async (event, ctx) => {
    const view = byTestId('login-form');
    const e = event as Ev<'SEND_CODE'>;
    if (view) fill(view, { mobileNum: e.mobileNum, countryDialingCode: e.countryDialingCode });
    await through(byTestId('sms-code-button'), ctx, event);
  },
  REFRESH_CAPTCHA: (event, ctx) => through(byTestId('captcha-refresh'), ctx, event),
  CANCEL_SLIDER: (event, ctx) => through(byTestId('slider-cancel'), ctx, event),
  DISMISS: (event, ctx) => through(byTestId('sms-failed-confirm'), ctx, event),
  SUBMIT_CHECK: async (event, ctx) => {
    const view = byTestId('login-extra-check');
    if (view) fill(view, { extraCheck: (event as Ev<'SUBMIT_CHECK'>).value });
    await through(byTestId('extra-check-submit'), ctx, event);
  },
  CANCEL_CHECK: (event, ctx) => through(byTestId('extra-check-cancel'), ctx, event),
  SIGN_IN_WITH: (event, ctx) => through(byTestId(`login-providers-${(event as Ev<'SIGN_IN_WITH'>).provider}`), ctx, event),
};

describe('login view', () => {
  it('has a view assertion for every reachable state, and none for a state that does not exist', () => {
    expect(assertionProblems(graph, views)).toEqual([]);
  });

  it('the view drives every event the login takes from a person (the countdown ticks by itself)', () => {
    const fromPerson = Object.keys(entry.model.events).filter((type) => type !== 'SMS_TICK');
    expect(fromPerson.filter((type) => !drivers[type])).toEqual([]);
  });

  for (const path of coveringPaths(graph)) {
    it(`[LOGIN-01][LOGIN-02] view along ${path.title}`, async () => {
      const errors: string[] = [];
      await runPath(entry, path, {
        act: (change) => act(change),
        onStart: (actor: AnyActorRef) => {
          render(
            <Wrapper errors={errors}>
              <LoginFlow actorRef={actor as ActorRefFrom<typeof loginMachine>} links={{ openRegister: () => {}, openForgot: () => {}, freePlay: () => {} }} />
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

// The links of the form lead where spec section 2 says.
describe('login view links', () => {
  it('[LOGIN-04] links to register, forgot password and the terms in help; free play when offered', async () => {
    const opened: string[] = [];
    await runPath(entry, { ...graph.paths[0]!, steps: graph.paths[0]!.steps.slice(0, 1) }, {
      act: (change) => act(change),
      onStart: (actor: AnyActorRef) => {
        render(
          <Wrapper errors={[]}>
            <LoginFlow
              actorRef={actor as ActorRefFrom<typeof loginMachine>}
              links={{ openRegister: () => opened.push('register'), openForgot: () => opened.push('forgot'), freePlay: () => opened.push('freePlay') }}
            />
          </Wrapper>,
        );
      },
      check: () => {
        fireEvent.click(screen.getByTestId('login-register'));
        fireEvent.click(screen.getByTestId('login-forgot'));
        fireEvent.click(screen.getByTestId('login-free-play'));
        expect(opened).toEqual(['register', 'forgot', 'freePlay']);
        expect(screen.getByTestId('login-terms').getAttribute('href')).toBe('/help#terms');
      },
    });
  });
});
