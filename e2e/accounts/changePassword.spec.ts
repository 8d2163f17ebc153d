// Change-password journeys generated from the changePassword machine's paths, replayed in
// the real page: the forced change right after logging in with a temporary password (the
// old one held), and the change a member opens from the account menu (the old one asked).
// An expired password is the forced case with another title; the demo data has none.
import { expect, test, type Page } from '@playwright/test';
import { modelPaths, type PlainPath, type PlainStep } from '../../test/model/paths';
import { openMemberMenu } from '../support';
import {
  AccountApi,
  type ChallengeTracker,
  composeChecks,
  dragSlider,
  errorCodeOf,
  HeldCalls,
  NEW_PASSWORD,
  type NewAccount,
  nextOutcome,
  offered,
  openVisitor,
  type PageCheck,
  pathsReachingEveryState,
  replay,
  reveal,
  unreached,
} from './support';

const model = await modelPaths('changePassword');

const CALLS = { changePassword: '**/api/member/password', fetchMemberInfo: '**/api/member/info' };

/** A held password cannot be wrong: the server does not ask for it after a forced login. */
const realizable = (path: PlainPath) => path.input?.name !== 'expired' && !(path.input?.name === 'firstLogin' && path.steps.some((s) => errorCodeOf(s) === 'old_password_incorrect'));
const paths = pathsReachingEveryState(model, undefined, realizable);

const modal = (page: Page) => page.getByTestId('changePassModal');
const submit = (page: Page) => page.getByTestId('change-password-submit');

function checksFor(page: Page) {
  const form: PageCheck = async (step) => {
    await expect(modal(page)).toBeVisible();
    await expect(page.getByTestId('change-username-input')).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('change-oldPassword-input')).toHaveCount(step.state.includes('old="asked"') ? 1 : 0);
  };
  const saving: PageCheck = async (step) => {
    await form(step);
    await expect(submit(page)).toBeDisabled();
    await expect(submit(page)).toContainText('Saving');
  };
  return composeChecks(model, {
    '(root)': {
      editing: async (step) => {
        await form(step);
        await expect(submit(page)).toBeEnabled();
      },
      saving,
      refreshing: saving,
      done: async () => {
        await expect(modal(page)).toHaveCount(0);
        await expect(page.getByTestId('header-member')).toBeVisible();
      },
    },
  });
}

class ChangeRun {
  private account!: NewAccount;
  /** The password the account has now (a temporary one before a forced change). */
  private current = '';

  constructor(
    private readonly page: Page,
    private readonly api: AccountApi,
    private readonly tracker: ChallengeTracker,
    private readonly held: HeldCalls,
    private readonly path: PlainPath,
  ) {}

  async perform(step: PlainStep, index: number) {
    const page = this.page;
    switch (step.kind) {
      case 'init':
        this.account = await this.api.register();
        this.current = this.account.password;
        if (this.path.input?.name === 'firstLogin') await this.forcedLogin();
        else await this.fromMenu();
        return;
      case 'done':
      case 'error':
        await this.held.settle(step);
        return;
      case 'event': {
        const event = step.event as { type: string; values?: Record<string, string> };
        const unchanged = step.state === this.path.steps[index - 1]!.state;
        if (event.type === 'TOGGLE_PASSWORD') {
          await page.getByTestId('newPassword-toggle').click();
          return;
        }
        if (unchanged && !(await offered(page, 'change-password-submit'))) return;
        const values = { ...event.values! };
        if (!unchanged) {
          const outcome = errorCodeOf(nextOutcome(this.path, index, 'changePassword'));
          if (values.oldPassword !== undefined) values.oldPassword = outcome === 'old_password_incorrect' ? 'Not@MyPass1' : this.current;
          // The server refuses the current password as the new one: a refusal at the new-password field.
          values.newPassword = values.confirmNewPassword = outcome === 'invalid_password_format' ? this.current : NEW_PASSWORD;
        }
        for (const [name, value] of Object.entries(values)) {
          const input = page.getByTestId(`change-${name}-input`);
          if ((await input.count()) > 0) await input.fill(value);
        }
        await submit(page).click();
        return;
      }
      default:
        return;
    }
  }

  /** Logs in with a temporary password: the login ends in the change-password popup. */
  private async forcedLogin() {
    const page = this.page;
    this.current = await this.api.temporaryPassword(this.account);
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await reveal(page, page.getByTestId('loginPopupModal'));
    await page.getByTestId('login-username-input').fill(this.account.account);
    await page.getByTestId('login-password-input').fill(this.current);
    await page.getByTestId('login-submit').click();
    await dragSlider(page, this.api, this.tracker);
    await reveal(page, modal(page));
  }

  /** A member of the run opens the change from the account menu. */
  private async fromMenu() {
    const page = this.page;
    const login = await this.api.sealed<{ token: string }>('post', '/api/session/login', {
      type: 'username',
      username: this.account.account,
      password: this.account.password,
      slider: await this.api.slider(),
      side: 'member',
    });
    expect(login.success).toBe(true);
    await page.addInitScript(([token, account]) => {
      sessionStorage.setItem('token', token!);
      sessionStorage.setItem('account', account!);
    }, [login.value.token, this.account.account]);
    await page.goto('/');
    // The stored session is checked first.
    await this.held.release('fetchMemberInfo');
    await reveal(page, page.getByTestId('header-member'));
    await openMemberMenu(page);
    await page.getByTestId('menu-changePassword').click();
    await reveal(page, modal(page));
  }
}

test.describe('[CHANGEPW-01] change password in the real page, every state of the machine', () => {
  test('[CHANGEPW-01] every reachable state has a page assertion, and the chosen paths reach every state', () => {
    expect(model.assertionProblems(checksFor(null as unknown as Page))).toEqual([]);
    expect(unreached(model, paths)).toEqual([]);
  });

  for (const path of paths) {
    test(`${path.title}`, async ({ page, request }) => {
      const api = new AccountApi(request);
      const tracker = await openVisitor(page, api);
      const held = await new HeldCalls(CALLS).attach(page);
      const run = new ChangeRun(page, api, tracker, held, path);
      await replay(path, (step, index) => run.perform(step, index), checksFor(page), (title, body) => test.step(title, body));
    });
  }
});
