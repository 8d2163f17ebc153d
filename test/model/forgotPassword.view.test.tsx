// The forgot-password form replayed along the forgotPassword machine's paths: the method
// switch, the e-mail form and its confirmation, the mobile form with its get-code button,
// countdown, show/hide password and customer-service link, the slider, the refusals.
import { act, render, screen } from '@testing-library/react';
import type { ActorRefFrom, AnyActorRef, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ForgotPasswordContext, forgotPasswordMachine } from '../../machines/forgotPassword.machine';
import { ForgotPasswordFlow } from '../../src/views/account/ForgotPasswordFlow';
import { byTestId, type Check, composeViews, coveringPaths, errorText, fieldText, fill, through, tr, Wrapper } from '../views/accountFlows';
import { assertionProblems } from './checks';
import { buildGraph, type ModelPath } from './graph';
import { requireEntry } from './registry';
import { runPath, type StepContext } from './runner';

const entry = await requireEntry('forgotPassword');
const graph = buildGraph(entry);
const contextOf = (ctx: StepContext) => ctx.snapshot.context as ForgotPasswordContext;
const submitButton = () => screen.getByTestId('forgot-submit') as HTMLButtonElement;

const FIELD_IDS: Record<string, string> = {
  username: 'forgot-username',
  email: 'forgot-email',
  mobileNum: 'forgot-mobile',
  verificationCode: 'forgot-code',
  newPassword: 'forgot-newPassword',
  confirmNewPassword: 'forgot-confirmNewPassword',
};

const form: Check = (ctx) => {
  const c = contextOf(ctx);
  const view = screen.getByTestId('forgot-form');
  expect(view.getAttribute('data-method')).toBe(c.method);
  expect(!!byTestId('forgot-method'), 'the mobile way shows only with MOBILENUMPASSREG3').toBe(c.mobileEnabled);
  if (c.method === 'mobile') {
    expect(screen.getByTestId('forgot-mobile-input-code'), 'an optional country code').toBeTruthy();
    expect(screen.getByTestId('forgot-code-input')).toBeTruthy();
    expect((screen.getByTestId('forgot-newPassword-input') as HTMLInputElement).type).toBe(c.passwordVisible ? 'text' : 'password');
    expect(screen.getByTestId('forgot-customer-service')).toBeTruthy();
    expect(byTestId('forgot-email-input')).toBeNull();
  } else {
    expect(screen.getByTestId('forgot-username-input')).toBeTruthy();
    expect(screen.getByTestId('forgot-email-input')).toBeTruthy();
    expect(byTestId('forgot-code-input')).toBeNull();
  }
  expect(screen.getByTestId('forgot-register')).toBeTruthy();
  for (const [field, error] of Object.entries(c.fieldErrors)) {
    expect(screen.getByTestId(`${FIELD_IDS[field]}-error`).textContent).toContain(fieldText(error!));
  }
  const alert = byTestId('form-error');
  if (c.errorCode && !ctx.snapshot.matches({ active: { form: 'slider' } })) expect(alert?.textContent).toContain(errorText(c.errorCode));
  else expect(alert).toBeNull();
};

const waiting: Check = (ctx) => {
  form(ctx);
  expect(submitButton().disabled).toBe(true);
};

const code = (state: string): Check => (ctx) => {
  const c = contextOf(ctx);
  if (c.method !== 'mobile') {
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

const sent: Check = () => {
  expect(screen.getByTestId('forgot-sent').textContent).toContain(tr('forgot.sent.title'));
  expect(byTestId('forgot-form')).toBeNull();
};

const views = composeViews(
  graph,
  {
    'active.form': {
      editing: (ctx) => {
        form(ctx);
        expect(byTestId('slider-check')).toBeNull();
      },
      sendingEmail: waiting,
      slider: (ctx) => {
        form(ctx);
        expect(screen.getByTestId('slider-check')).toBeTruthy();
      },
      resetting: waiting,
      loadingInfo: waiting,
    },
    'active.code': Object.fromEntries(['idle', 'throttled', 'sending', 'failed', 'counting'].map((s) => [s, code(s)])),
    '(root)': {
      emailSent: sent,
      closed: sent,
      // The popup gives way to registration / the member's home at once.
      toRegister: () => expect(submitButton().disabled).toBe(true),
      done: () => expect(submitButton().disabled).toBe(true),
    },
  },
  () => {},
);

type Ev<T extends string> = Extract<Parameters<ActorRefFrom<typeof forgotPasswordMachine>['send']>[0], { type: T }>;

const submitForm = async (event: EventObject, ctx: StepContext, values: Record<string, string | undefined>) => {
  const view = byTestId('forgot-form');
  if (view) fill(view, values);
  await through(view && submitButton(), ctx, event);
};

const drivers: Record<string, (event: EventObject, ctx: StepContext) => Promise<void>> = {
  // The form sends what its method shows; the other method's submission is not offered.
  SUBMIT_EMAIL: (event, ctx) =>
    contextOf(ctx).method === 'email' || !byTestId('forgot-form')
      ? submitForm(event, ctx, (event as Ev<'SUBMIT_EMAIL'>).values as Record<string, string>)
      : through(null, ctx, event),
  SUBMIT_RESET: (event, ctx) =>
    contextOf(ctx).method === 'mobile' || !byTestId('forgot-form')
      ? submitForm(event, ctx, (event as Ev<'SUBMIT_RESET'>).values as Record<string, string>)
      : through(null, ctx, event),
  SELECT_METHOD: (event, ctx) => through(byTestId(`forgot-method-${(event as Ev<'SELECT_METHOD'>).method}`), ctx, event),
  SEND_CODE: async (event, ctx) => {
    const view = byTestId('forgot-form');
    const e = event as Ev<'SEND_CODE'>;
    if (view) fill(view, { mobileNum: e.mobileNum, countryDialingCode: e.countryDialingCode });
    await through(byTestId('sms-code-button'), ctx, event);
  },
  TOGGLE_PASSWORD: (event, ctx) => through(byTestId('newPassword-toggle'), ctx, event),
  CANCEL_SLIDER: (event, ctx) => through(byTestId('slider-cancel'), ctx, event),
  DISMISS: (event, ctx) => through(byTestId('sms-failed-confirm'), ctx, event),
  OPEN_REGISTER: (event, ctx) => through(byTestId('forgot-register'), ctx, event),
  CLOSE: (event, ctx) => through(byTestId('forgot-sent-ok'), ctx, event),
};

describe('forgot-password view', () => {
  it('has a view assertion for every reachable state, and none for a state that does not exist', () => {
    expect(assertionProblems(graph, views)).toEqual([]);
  });

  it('the view drives every event the flow takes from a person (the countdown ticks by itself)', () => {
    const fromPerson = Object.keys(entry.model.events).filter((type) => type !== 'SMS_TICK');
    expect(fromPerson.filter((type) => !drivers[type])).toEqual([]);
  });

  // The page's calling-code picker always holds a code: a reset without one (or with spaces)
  // is a submission only the model sends, and test/model/machines.test.ts checks it there.
  const pageCanSend = (path: ModelPath) =>
    path.steps.every((s) => s.event.type !== 'SUBMIT_RESET' || /^\+\d+$/.test((s.event as Ev<'SUBMIT_RESET'>).values.countryDialingCode ?? ''));
  for (const path of coveringPaths(graph).filter(pageCanSend)) {
    it(`[FORGOT-01] view along ${path.title}`, async () => {
      const errors: string[] = [];
      await runPath(entry, path, {
        act: (change) => act(change),
        onStart: (actor: AnyActorRef) => {
          render(
            <Wrapper errors={errors}>
              <ForgotPasswordFlow actorRef={actor as ActorRefFrom<typeof forgotPasswordMachine>} links={{ openLogin: () => {}, customerService: () => {} }} />
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
