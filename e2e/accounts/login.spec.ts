// Login journeys generated from the login machine's paths, replayed in the real page
// against the real server: every state of the machine is reached through the popup and
// checked on screen. Outcomes come from the server itself: the credentials, failed tries,
// locks and merchant settings are arranged so it answers as the path says; the calls are
// held until the path's step lets them through (or cuts them: a network failure); delays
// and the SMS countdown move with the page clock.
import { expect, test, type Page } from '@playwright/test';
import type { LoginAnswer } from '../../src/api/session';
import { answerInPopup, memberWithLinkedProvider, useLocalProvider } from './localProvider';
import { modelPaths, type PlainPath, type PlainStep } from '../../test/model/paths';
import {
  AccountApi,
  type ChallengeTracker,
  clockSafe,
  composeChecks,
  DEMO,
  dragSlider,
  errorCodeOf,
  HeldCalls,
  type NewAccount,
  nextOutcome,
  openVisitor,
  outputOf,
  type PageCheck,
  offered,
  pathsReachingEveryState,
  regionsOf,
  replay,
  reveal,
  uniqueName,
  throughPhoneProvider,
  unreached,
} from './support';

const model = await modelPaths('login');
// A state waiting for a call, whose call is held by the test.
const waiting = (step: PlainStep) => {
  const regions = regionsOf(step.value);
  return ['authenticating', 'loadingInfo', 'loadingCaptcha'].includes(regions['active.form'] ?? '') || regions['active.code'] === 'sending';
};
const paths = pathsReachingEveryState(model, 'withSms', clockSafe(waiting));

const CALLS = {
  login: '**/api/session/login',
  sendLoginCode: '**/api/session/login/sms',
  fetchCaptcha: '**/api/captcha',
  fetchMemberInfo: '**/api/member/info',
  // The provider's popup runs for real; the finish call after it is held like the others.
  signInWithProvider: '**/api/session/sign-in/finish',
};

const popup = (page: Page) => page.getByTestId('loginPopupModal');
const submit = (page: Page) => page.getByTestId('login-submit');

/** The state key's context fields, as `serializeState` wrote them. */
const field = (step: PlainStep, name: string) => new RegExp(`${name}=([^ \\]]+)`).exec(step.state)?.[1];

function checksFor(page: Page) {
  const form: PageCheck = async (step) => {
    await expect(popup(page)).toBeVisible();
    const type = JSON.parse(field(step, 'type') ?? '"username"');
    await expect(page.getByTestId('login-form')).toHaveAttribute('data-type', type);
    await expect(page.getByTestId('login-tabs')).toBeVisible();
    if (type === 'username') {
      await expect(page.getByTestId('login-username-input')).toBeVisible();
      const captcha = field(step, 'captcha');
      if (captcha !== undefined) await expect(page.getByTestId('login-captcha')).toHaveCount(captcha === 'true' ? 1 : 0);
    } else {
      await expect(page.getByTestId('login-mobile-input')).toBeVisible();
    }
  };
  const busy: PageCheck = async (step) => {
    await form(step);
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toContainText('Logging you in');
  };
  const codeButton = (state: string): PageCheck => async (step) => {
    if (!step.state.includes('type="sms"')) return;
    const button = page.getByTestId('sms-code-button');
    await expect(button).toHaveAttribute('data-state', state);
    if (state === 'idle') await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
    if (state === 'counting') await expect(button).toHaveText(/^\d+s$/);
    if (state === 'slider') await expect(page.getByTestId('slider-check')).toBeVisible();
    await expect(page.getByTestId('sms-failed')).toHaveCount(state === 'failed' ? 1 : 0);
  };
  return composeChecks(model, {
    'active.form': {
      'editing.ready': async (step) => {
        await form(step);
        // A captcha still loading means the form has not taken the last answer yet.
        if ((await page.getByTestId('captcha').count()) > 0) await expect(page.getByTestId('captcha')).not.toHaveAttribute('aria-busy', 'true');
        if (regionsOf(step.value)['active.code'] !== 'slider') await expect(page.getByTestId('slider-check')).toHaveCount(0);
      },
      'editing.cooling': async (step) => {
        await form(step);
        await expect(page.getByTestId('captcha-image')).toBeVisible();
        await expect(page.getByTestId('captcha')).not.toHaveAttribute('aria-busy', 'true');
        await expect(page.getByTestId('captcha-refresh')).toBeDisabled();
      },
      loadingCaptcha: async (step) => {
        await form(step);
        await expect(page.getByTestId('captcha')).toHaveAttribute('aria-busy', 'true');
        await expect(page.getByTestId('captcha-refresh')).toBeDisabled();
        await expect(submit(page)).toBeDisabled();
      },
      slider: async () => {
        await expect(page.getByTestId('slider-check')).toBeVisible();
        await expect(page.getByTestId('slider-handle')).toBeVisible();
      },
      authenticating: busy,
      // The code on its way to the SMS sign-in provider (e2e/accounts/phoneProvider.spec.ts walks it).
      verifyingPhone: busy,
      loadingInfo: busy,
      // The provider's popup is open: the form waits for it and says so.
      thirdParty: async (step) => {
        await busy(step);
        await expect(page.getByTestId('login-providers-waiting')).toBeVisible();
        await expect(page.getByTestId('login-providers-google')).toBeDisabled();
      },
      extraCheck: async () => {
        await expect(page.getByTestId('login-extra-check')).toBeVisible();
        await expect(page.getByTestId('login-extra-check')).toContainText('new device');
      },
    },
    'active.code': {
      ...Object.fromEntries(['idle', 'throttled', 'slider', 'sending', 'failed', 'counting'].map((s) => [s, codeButton(s)])),
      // The SMS sign-in provider sending its code reads as any code on its way.
      sendingToProvider: codeButton('sending'),
    },
    '(root)': {
      done: async () => {
        await expect(popup(page)).toHaveCount(0);
        await expect(page.getByTestId('header-member')).toBeVisible();
      },
      changeRequired: async () => {
        await expect(page.getByTestId('changePassModal')).toBeVisible();
        await expect(page.getByTestId('change-password-intro')).toBeVisible();
      },
    },
  });
}

/** Arranges the server so each call of the path ends as the path says, and drives the page. */
class LoginRun {
  private account: NewAccount | null = null;
  private forced: { account: string; password: string; email: string } | null = null;
  private checkEmail: string = DEMO.member.email;
  private codeSentByPage = false;
  /** The provider's popup the last SIGN_IN_WITH opened. */
  private popup: Promise<Page> | null = null;
  extraCheckSet = false;

  constructor(
    private readonly page: Page,
    private readonly api: AccountApi,
    private readonly tracker: ChallengeTracker,
    private readonly held: HeldCalls,
    private readonly path: PlainPath,
  ) {}

  /** A member of this run with a number of its own (SMS login). */
  private async member() {
    this.account ??= await this.api.register();
    return this.account;
  }

  /**
   * The credentials for a submission, from how the login it starts ends: its first answer
   * and those of the extra check that may follow (one account must give them all).
   */
  private async credentials(index: number): Promise<{ username: string; password: string }> {
    const outcomes: PlainStep[] = [];
    for (const s of this.path.steps.slice(index + 1)) {
      if (s.kind === 'event' && (s.event.type === 'SUBMIT' || s.event.type === 'CANCEL_CHECK')) break;
      if ((s.kind === 'done' || s.kind === 'error') && s.src === 'login') outcomes.push(s);
    }
    if (outcomes.some((o) => errorCodeOf(o) === 'verification_required')) {
      // A new address of an account with an e-mail on file, when the merchant asks.
      await this.api.setSystem({ loginExtraCheck: 'email' });
      this.extraCheckSet = true;
    }
    if (outcomes.some((o) => outputOf<LoginAnswer>(o)?.mustChangePassword)) {
      if (!this.forced) {
        const account = await this.api.register();
        this.forced = { account: account.account, password: await this.api.temporaryPassword(account), email: account.email };
      }
      this.checkEmail = this.forced.email;
      return { username: this.forced.account, password: this.forced.password };
    }
    this.checkEmail = DEMO.member.email;
    const outcome = outcomes[0];
    if (outputOf<LoginAnswer>(outcome)) return { username: DEMO.member.account, password: DEMO.member.password };
    switch (errorCodeOf(outcome)) {
      case 'login_failed': {
        const name = uniqueName('nobody');
        const value = (outcome!.event as { error?: { value?: { captcha?: unknown } } }).error?.value;
        // The third failure of an account brings the captcha.
        if (value?.captcha) await this.api.failLogins(name, 2);
        return { username: name, password: 'Wrong#Pass1' };
      }
      case 'captcha_required': {
        const name = uniqueName('nobody');
        await this.api.failLogins(name, 3);
        return { username: name, password: 'Wrong#Pass1' };
      }
      case 'account_locked': {
        const account = await this.api.register();
        await this.api.lock(account.account, true);
        return { username: account.account, password: account.password };
      }
      default:
        return { username: DEMO.member.account, password: DEMO.member.password };
    }
  }

  private async fillCaptchaIfShown() {
    if ((await this.page.getByTestId('login-captcha-input').count()) === 0) return;
    await expect.poll(() => this.tracker.captchaId).not.toBeNull();
    await this.page.getByTestId('login-captcha-input').fill(String(await this.api.answerOf(this.tracker.captchaId!)));
  }

  async perform(step: PlainStep, index: number) {
    const page = this.page;
    switch (step.kind) {
      case 'init':
        await page.goto('/');
        await page.getByTestId('header-login').click();
        await reveal(page, popup(page));
        return;
      case 'after':
        await page.clock.runFor(step.ms!);
        return;
      case 'done':
      case 'error':
        if (step.src === 'signInWithProvider' && !(await this.atProvider(step))) return;
        if (await this.held.settle(step)) return;
        if (step.src === 'slider') {
          const next = nextOutcome(this.path, index, step.actor === 'codeSlider' ? 'sendLoginCode' : 'login');
          const refused = errorCodeOf(next) === 'captcha_check_failed';
          await dragSlider(page, this.api, this.tracker, { wrong: refused });
        } else if (step.src === 'smsCountdown') {
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

  /**
   * What the member does in the provider's popup for the step's outcome: signs in as the
   * linked account (a login, or a cut connection after it), as an account nobody linked,
   * cancels there, or closes the popup. Whether a finish call follows (false: it does not).
   */
  private async atProvider(step: PlainStep): Promise<boolean> {
    const code = errorCodeOf(step);
    return answerInPopup(this.page, await this.popup!, code, async () =>
      code === 'sign_in_not_registered' ? uniqueName('stranger') : (await memberWithLinkedProvider(this.api)).login,
    );
  }

  private async event(step: PlainStep, index: number) {
    const page = this.page;
    const event = step.event as { type: string; [k: string]: unknown };
    // An event the page does not offer here (no such control, or a disabled one) changes
    // nothing in the machine either: the path stays, and so does the page.
    const unchanged = step.state === this.path.steps[index - 1]!.state;
    const CONTROLS: Record<string, string> = {
      SELECT_TYPE: `login-tabs-${String(event.loginType)}`,
      TOGGLE_PASSWORD: 'password-toggle',
      REFRESH_CAPTCHA: 'captcha-refresh',
      CANCEL_SLIDER: 'slider-cancel',
      DISMISS: 'sms-failed-confirm',
      CANCEL_CHECK: 'extra-check-cancel',
      SEND_CODE: 'sms-code-button',
      SUBMIT: 'login-submit',
      SUBMIT_CHECK: 'extra-check-submit',
      SIGN_IN_WITH: `login-providers-${String(event.provider)}`,
    };
    if (unchanged && CONTROLS[event.type] && !(await offered(page, CONTROLS[event.type]!))) return;
    switch (event.type) {
      case 'SELECT_TYPE':
        await page.getByTestId(`login-tabs-${event.loginType}`).click();
        return;
      case 'TOGGLE_PASSWORD':
        await page.getByTestId('password-toggle').click();
        return;
      case 'REFRESH_CAPTCHA':
        await page.getByTestId('captcha-refresh').click();
        return;
      case 'CANCEL_SLIDER':
        await page.getByTestId('slider-cancel').click();
        return;
      case 'DISMISS':
        await page.getByTestId('sms-failed-confirm').click();
        return;
      case 'CANCEL_CHECK':
        await page.getByTestId('extra-check-cancel').click();
        return;
      case 'SMS_TICK':
        await page.clock.runFor(1000);
        return;
      case 'SIGN_IN_WITH':
        this.popup = page.waitForEvent('popup');
        await page.getByTestId(`login-providers-${String(event.provider)}`).click();
        return;
      case 'SEND_CODE': {
        const valid = /^\d{7,}$/.test(String(event.mobileNum).trim());
        const mobile = valid ? (await this.member()).mobile : String(event.mobileNum);
        if (valid && errorCodeOf(nextOutcome(this.path, index, 'sendLoginCode')) === 'code_already_sent') await this.api.sendLoginCode(mobile);
        await page.getByTestId('login-mobile-input').fill(mobile);
        await page.getByTestId('sms-code-button').click();
        if (valid) this.codeSentByPage = true;
        return;
      }
      case 'SUBMIT_CHECK': {
        const value = String(event.value);
        const outcome = nextOutcome(this.path, index, 'login');
        const typed = value.trim() === '' ? value : outcome?.kind === 'done' ? this.checkEmail : 'someone.else@example.com';
        await page.getByTestId('extra-check-input').fill(typed);
        await page.getByTestId('extra-check-submit').click();
        return;
      }
      case 'SUBMIT': {
        const values = event.values as Record<string, string>;
        const invalid = step.state === this.path.steps[index - 1]!.state;
        if (JSON.parse(field(this.path.steps[index - 1]!, 'type') ?? '"username"') === 'sms') {
          if (invalid) {
            await page.getByTestId('login-mobile-input').fill('');
            await page.getByTestId('login-code-input').fill('');
          } else {
            const outcome = nextOutcome(this.path, index, 'login');
            const account = await this.member();
            let code = '000000';
            if (outcome?.kind === 'done') {
              if (!this.codeSentByPage) await this.api.sendLoginCode(account.mobile);
              code = await this.api.outboxCode(account.mobile);
            }
            await page.getByTestId('login-mobile-input').fill(account.mobile);
            await page.getByTestId('login-code-input').fill(code);
          }
        } else if (invalid) {
          await page.getByTestId('login-username-input').fill(values.username ?? '');
          await page.getByTestId('login-password-input').fill(values.password ?? '');
        } else {
          const { username, password } = await this.credentials(index);
          await page.getByTestId('login-username-input').fill(` ${username} `);
          await page.getByTestId('login-password-input').fill(password);
          await this.fillCaptchaIfShown();
        }
        await submit(page).click();
        return;
      }
      default:
        throw new Error(`no way to send ${event.type} through the page`);
    }
  }
}

test.describe('[LOGIN-01] login in the real page, every state of the machine', () => {
  // The merchant offers Google (the model's input does), served by a provider on this machine.
  useLocalProvider(['google']);
  const checks = checksFor(null as unknown as Page);

  test('[LOGIN-01] every reachable state has a page assertion, and the chosen paths reach every state', () => {
    expect(model.assertionProblems(checks)).toEqual([]);
    expect(unreached(model, paths).filter((k) => !throughPhoneProvider(k))).toEqual([]);
  });

  for (const path of paths) {
    test(`${path.title}`, async ({ page, request }) => {
      const api = new AccountApi(request);
      const tracker = await openVisitor(page, api);
      const held = await new HeldCalls(CALLS).attach(page);
      const run = new LoginRun(page, api, tracker, held, path);
      try {
        await replay(path, (step, index) => run.perform(step, index), checksFor(page), (title, body) => test.step(title, body));
      } finally {
        if (run.extraCheckSet) await api.setSystem({ loginExtraCheck: 'none' });
      }
    });
  }
});
