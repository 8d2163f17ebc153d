// Forgot-password journeys generated from the forgotPassword machine's paths, replayed in
// the popup (opened from the login popup) against the real server: by e-mail, and by
// phone with a member of the run, its reset code read from the outbox; with phone reset
// switched off by the operator for the e-mail-only paths.
import { expect, test, type Page } from '@playwright/test';
import { modelPaths, type PlainPath, type PlainStep } from '../../test/model/paths';
import {
  AccountApi,
  type ChallengeTracker,
  clockSafe,
  composeChecks,
  dragSlider,
  errorCodeOf,
  HeldCalls,
  type NewAccount,
  nextOutcome,
  openVisitor,
  type PageCheck,
  offered,
  pathsReachingEveryState,
  regionsOf,
  replay,
  reveal,
  uniqueMobile,
  uniqueName,
  unreached,
} from './support';

const model = await modelPaths('forgotPassword');

const CALLS = {
  sendPasswordEmail: '**/api/member/password/email',
  sendResetCode: '**/api/verification/sms/reset',
  resetByPhone: '**/api/member/password/sms',
  fetchMemberInfo: '**/api/member/info',
};

const waiting = (step: PlainStep) => {
  const r = regionsOf(step.value);
  return ['sendingEmail', 'resetting', 'loadingInfo'].includes(r['active.form'] ?? '') || r['active.code'] === 'sending';
};
const paths = pathsReachingEveryState(model, undefined, clockSafe(waiting));

const modal = (page: Page) => page.getByTestId('forgetPassModal');
const submit = (page: Page) => page.getByTestId('forgot-submit');
const methodOf = (step: PlainStep) => JSON.parse(/method=("[a-z]+")/.exec(step.state)![1]!) as 'email' | 'mobile';

function checksFor(page: Page) {
  const form: PageCheck = async (step) => {
    await expect(modal(page)).toBeVisible();
    const method = methodOf(step);
    await expect(page.getByTestId('forgot-form')).toHaveAttribute('data-method', method);
    if (method === 'mobile') {
      await expect(page.getByTestId('forgot-mobile-input')).toBeVisible();
      await expect(page.getByTestId('forgot-newPassword-input')).toBeVisible();
      await expect(page.getByTestId('forgot-customer-service')).toBeVisible();
    } else {
      await expect(page.getByTestId('forgot-username-input')).toBeVisible();
      await expect(page.getByTestId('forgot-email-input')).toBeVisible();
    }
  };
  const busy: PageCheck = async (step) => {
    await form(step);
    await expect(submit(page)).toBeDisabled();
  };
  const code = (state: string): PageCheck => async (step) => {
    if (methodOf(step) !== 'mobile') return;
    const button = page.getByTestId('sms-code-button');
    await expect(button).toHaveAttribute('data-state', state);
    if (state === 'idle') await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
    if (state === 'counting') await expect(button).toHaveText(/^\d+s$/);
    await expect(page.getByTestId('sms-failed')).toHaveCount(state === 'failed' ? 1 : 0);
  };
  return composeChecks(model, {
    'active.form': {
      editing: async (step) => {
        await form(step);
        await expect(page.getByTestId('slider-check')).toHaveCount(0);
      },
      sendingEmail: busy,
      slider: async () => expect(page.getByTestId('slider-check')).toBeVisible(),
      resetting: busy,
      loadingInfo: busy,
    },
    'active.code': Object.fromEntries(['idle', 'throttled', 'sending', 'failed', 'counting'].map((s) => [s, code(s)])),
    '(root)': {
      emailSent: async () => {
        await expect(page.getByTestId('forgot-sent')).toBeVisible();
        await expect(page.getByTestId('forgot-sent')).toContainText('Password sent');
      },
      closed: async () => expect(modal(page)).toHaveCount(0),
      toRegister: async () => {
        await expect(modal(page)).toHaveCount(0);
        await expect(page.getByTestId('registerModal')).toBeVisible();
      },
      done: async () => {
        await expect(modal(page)).toHaveCount(0);
        await expect(page.getByTestId('header-member')).toBeVisible();
      },
    },
  });
}

class ForgotRun {
  private account: NewAccount | null = null;
  private readonly username = uniqueName('lost');
  private codeSentTo: string | null = null;
  phoneResetOff = false;

  constructor(
    private readonly page: Page,
    private readonly api: AccountApi,
    private readonly tracker: ChallengeTracker,
    private readonly held: HeldCalls,
    private readonly path: PlainPath,
  ) {}

  /** The number the path's valid submissions use: a member of the run when a reset must succeed. */
  private async mobile() {
    if (this.path.steps.some((s) => s.src === 'resetByPhone' && s.kind === 'done')) {
      this.account ??= await this.api.register();
      return this.account.mobile;
    }
    this.codeSentTo ??= uniqueMobile();
    return this.codeSentTo;
  }

  async perform(step: PlainStep, index: number) {
    const page = this.page;
    switch (step.kind) {
      case 'init':
        if (this.path.input?.name === 'emailOnly') {
          await this.api.setSystem({ switches: { MOBILENUMPASSREG3: 0 } });
          this.phoneResetOff = true;
        }
        await page.goto('/');
        await page.getByTestId('header-login').click();
        await reveal(page, page.getByTestId('login-forgot'));
        await page.getByTestId('login-forgot').click();
        await reveal(page, modal(page));
        return;
      case 'after':
        await page.clock.runFor(step.ms!);
        return;
      case 'done':
      case 'error':
        if (await this.held.settle(step)) return;
        if (step.src === 'slider') await dragSlider(page, this.api, this.tracker, { wrong: errorCodeOf(nextOutcome(this.path, index, 'resetByPhone')) === 'captcha_check_failed' });
        else if (step.src === 'smsCountdown') {
          const text = (await page.getByTestId('sms-code-button').textContent()) ?? '0';
          await page.clock.runFor((Number.parseInt(text, 10) + 1) * 1000);
        }
        return;
      case 'event':
        return this.event(step, index);
      default:
        return;
    }
  }

  private async event(step: PlainStep, index: number) {
    const page = this.page;
    const event = step.event as { type: string; [k: string]: unknown };
    const unchanged = step.state === this.path.steps[index - 1]!.state;
    const method = methodOf(this.path.steps[index - 1]!);
    const controls: Record<string, string> = {
      SELECT_METHOD: `forgot-method-${String(event.method)}`,
      TOGGLE_PASSWORD: 'newPassword-toggle',
      CANCEL_SLIDER: 'slider-cancel',
      DISMISS: 'sms-failed-confirm',
      OPEN_REGISTER: 'forgot-register',
      CLOSE: 'forgot-sent-ok',
      SEND_CODE: 'sms-code-button',
      SUBMIT_EMAIL: 'forgot-submit',
      SUBMIT_RESET: 'forgot-submit',
    };
    // The form submits what its method shows: the other method's submission is not offered.
    const otherMethod = (event.type === 'SUBMIT_EMAIL' && method !== 'email') || (event.type === 'SUBMIT_RESET' && method !== 'mobile');
    if (unchanged && (otherMethod || (controls[event.type] && !(await offered(page, controls[event.type]!))))) return;
    switch (event.type) {
      case 'SMS_TICK':
        await page.clock.runFor(1000);
        return;
      case 'SEND_CODE': {
        const valid = /^\d{7,}$/.test(String(event.mobileNum));
        const mobile = valid ? await this.mobile() : String(event.mobileNum);
        if (valid && errorCodeOf(nextOutcome(this.path, index, 'sendResetCode')) === 'code_already_sent') {
          await this.api.ok('post', '/api/verification/sms/reset', { mobileNum: mobile, countryDialingCode: '+234' });
        }
        await page.getByTestId('forgot-mobile-input').fill(mobile);
        await page.getByTestId('sms-code-button').click();
        if (valid) this.codeSentTo = mobile;
        return;
      }
      case 'SUBMIT_EMAIL': {
        const values = event.values as Record<string, string>;
        if (!unchanged && errorCodeOf(nextOutcome(this.path, index, 'sendPasswordEmail')) === 'too_many_requests') {
          for (let i = 0; i < 3; i += 1) {
            await this.api.requestForm('/api/member/password/email', { username: this.username, email: values.email! });
          }
        }
        await page.getByTestId('forgot-username-input').fill(unchanged ? values.username! : this.username);
        await page.getByTestId('forgot-email-input').fill(values.email!);
        await submit(page).click();
        return;
      }
      case 'SUBMIT_RESET': {
        const values = { ...(event.values as Record<string, string>) };
        if (!unchanged) {
          values.mobileNum = await this.mobile();
          const outcome = nextOutcome(this.path, index, 'resetByPhone');
          if (outcome?.kind === 'done') {
            if (this.codeSentTo !== values.mobileNum) {
              await this.api.ok('post', '/api/verification/sms/reset', { mobileNum: values.mobileNum, countryDialingCode: '+234' });
              this.codeSentTo = values.mobileNum;
            }
            values.verificationCode = await this.api.outboxCode(values.mobileNum);
          } else values.verificationCode = '000000';
        }
        const form = page.getByTestId('forgot-form');
        for (const [name, value] of Object.entries(values)) {
          const input = form.locator(`input[name="${name}"]`);
          if ((await input.count()) > 0) await input.fill(value);
        }
        await submit(page).click();
        return;
      }
      default:
        await page.getByTestId(controls[event.type]!).click();
    }
  }
}

test.describe('[FORGOT-01] forgot password in the real page, every state of the machine', () => {
  // Every path opens its own page with its own names and numbers: the paths may run on both workers.
  test.describe.configure({ mode: 'parallel' });

  test('[FORGOT-01] every reachable state has a page assertion, and the chosen paths reach every state', () => {
    expect(model.assertionProblems(checksFor(null as unknown as Page))).toEqual([]);
    expect(unreached(model, paths)).toEqual([]);
  });

  for (const path of paths) {
    test(`${path.title}`, async ({ page, request }) => {
      const api = new AccountApi(request);
      const tracker = await openVisitor(page, api);
      const held = await new HeldCalls(CALLS).attach(page);
      const run = new ForgotRun(page, api, tracker, held, path);
      try {
        await replay(path, (step, index) => run.perform(step, index), checksFor(page), (title, body) => test.step(title, body));
      } finally {
        if (run.phoneResetOff) await api.setSystem({ switches: { MOBILENUMPASSREG3: 1 } });
      }
    });
  }
});
