// The change-password form replayed along the changePassword machine's paths: the
// read-only username, the old password only when the login does not hold it, show/hide,
// the refusals at their fields, the saving and refreshing steps.
import { act, render, screen } from '@testing-library/react';
import type { ActorRefFrom, AnyActorRef, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ChangePasswordContext, changePasswordMachine } from '../../machines/changePassword.machine';
import { ChangePasswordFlow } from '../../src/views/account/ChangePasswordFlow';
import { byTestId, type Check, composeViews, coveringPaths, errorText, fieldText, fill, through, tr, Wrapper } from '../views/accountFlows';
import { assertionProblems } from './checks';
import { buildGraph } from './graph';
import { requireEntry } from './registry';
import { runPath, type StepContext } from './runner';

const entry = await requireEntry('changePassword');
const graph = buildGraph(entry);
const contextOf = (ctx: StepContext) => ctx.snapshot.context as ChangePasswordContext;
const submitButton = () => screen.getByTestId('change-password-submit') as HTMLButtonElement;

const form: Check = (ctx) => {
  const c = contextOf(ctx);
  const view = screen.getByTestId('change-password-form');
  expect(view.getAttribute('data-reason')).toBe(c.reason);
  expect(screen.getByTestId('change-password-intro').textContent).toBe(tr(`changePassword.intro.${c.reason}`));
  const username = screen.getByTestId('change-username-input') as HTMLInputElement;
  expect(username.value).toBe(c.username);
  expect(username.readOnly).toBe(true);
  expect(!!byTestId('change-oldPassword-input'), 'the old password is asked only when the login does not hold it').toBe(c.heldPassword === null);
  expect((screen.getByTestId('change-newPassword-input') as HTMLInputElement).type).toBe(c.passwordVisible ? 'text' : 'password');
  for (const [field, error] of Object.entries(c.fieldErrors)) {
    expect(screen.getByTestId(`change-${field}-error`).textContent).toContain(fieldText(error!));
  }
  const alert = byTestId('form-error');
  if (c.errorCode) expect(alert?.textContent).toContain(errorText(c.errorCode));
  else expect(alert).toBeNull();
};

const saving: Check = (ctx) => {
  form(ctx);
  expect(submitButton().disabled).toBe(true);
  expect(submitButton().textContent).toContain(tr('changePassword.saving'));
};

const views = composeViews(
  graph,
  {
    '(root)': {
      editing: (ctx) => {
        form(ctx);
        expect(submitButton().disabled).toBe(false);
      },
      saving,
      refreshing: saving,
      done: saving,
    },
  },
  () => {},
);

type Ev<T extends string> = Extract<Parameters<ActorRefFrom<typeof changePasswordMachine>['send']>[0], { type: T }>;

const drivers: Record<string, (event: EventObject, ctx: StepContext) => Promise<void>> = {
  SUBMIT: async (event, ctx) => {
    fill(screen.getByTestId('change-password-form'), (event as Ev<'SUBMIT'>).values as Record<string, string>);
    await through(submitButton(), ctx, event);
  },
  TOGGLE_PASSWORD: (event, ctx) => through(byTestId('newPassword-toggle'), ctx, event),
};

describe('change-password view', () => {
  it('has a view assertion for every reachable state, and none for a state that does not exist', () => {
    expect(assertionProblems(graph, views)).toEqual([]);
  });

  for (const path of [...graph.paths, ...graph.journeys]) {
    it(`[CHANGEPW-01][CHANGEPW-03] view along ${path.title}`, async () => {
      const errors: string[] = [];
      await runPath(entry, path, {
        act: (change) => act(change),
        onStart: (actor: AnyActorRef) => {
          render(
            <Wrapper errors={errors}>
              <ChangePasswordFlow actorRef={actor as ActorRefFrom<typeof changePasswordMachine>} />
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
