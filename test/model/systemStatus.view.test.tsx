// The system-status view replayed along every path of the systemStatus machine: at every
// step the screen must be the one the state (and, while refreshing, the last known
// status) calls for, with the data the status call answered.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../src/api/system';
import type { systemStatusMachine } from '../../machines/systemStatus.machine';
import { defaultMessages } from '../../src/i18n/loadMessages';
import { errorKey } from '../../src/i18n/useT';
import { SystemStatusView } from '../../src/views/system/SystemStatusView';
import { assertionProblems } from './checks';
import { buildGraph, type ModelPath } from './graph';
import { requireEntry } from './registry';
import { runPath, type StepContext } from './runner';

const entry = await requireEntry('systemStatus');
const graph = buildGraph(entry);
const messages = defaultMessages;
const intl = createIntl({ locale: 'en', messages });
const text = (id: string) => intl.formatMessage({ id });

const PORTAL = 'portal-content';
const SCREENS = ['system-loading', 'system-failed', 'maintenance-page', 'region-block-page', PORTAL];

/** Exactly one of the screens is on the page. */
function only(testId: string) {
  for (const id of SCREENS) {
    if (id === testId) expect(screen.getByTestId(id), `${id} is shown`).toBeTruthy();
    else expect(screen.queryByTestId(id), `${id} is not shown`).toBeNull();
  }
}

const statusOf = ({ snapshot }: StepContext) => snapshot.context.status as SystemStatus;

function portal() {
  only(PORTAL);
}

// The maintenance and region-block screens load on first need (SystemStatusView): the loading
// screen shows until they arrive.
async function maintenancePage(ctx: StepContext) {
  await screen.findByTestId('maintenance-page');
  only('maintenance-page');
  const { maintenance } = statusOf(ctx);
  const page = within(screen.getByTestId('maintenance-page'));
  expect(page.getByTestId('maintenance-title').textContent).toBe(maintenance!.title);
  expect(page.getByTestId('maintenance-info').textContent).toBe(maintenance!.info);
  const endTime = page.queryByTestId('maintenance-end-time');
  if (maintenance!.endTime) expect(endTime?.textContent).toContain(new Date(maintenance!.endTime).getUTCFullYear().toString());
  else expect(endTime, 'no end time is shown when none is given').toBeNull();
  expect((page.getByTestId('customer-service-button') as HTMLButtonElement).disabled).toBe(false);
}

async function regionBlockPage(ctx: StepContext) {
  await screen.findByTestId('region-block-page');
  only('region-block-page');
  const { regionRestriction } = statusOf(ctx);
  const page = within(screen.getByTestId('region-block-page'));
  expect(page.getByTestId('region-block-ip').textContent).toBe(regionRestriction!.ip);
  expect(page.getByTestId('region-block-info').textContent).toBe(regionRestriction!.info);
  expect((page.getByTestId('customer-service-button') as HTMLButtonElement).disabled).toBe(false);
}

/** One assertion per reachable state key of the systemStatus model. */
const views: Record<string, (ctx: StepContext) => void | Promise<void>> = {
  loading: () => {
    only('system-loading');
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe(text('system.loading'));
  },
  failed: ({ snapshot }) => {
    only('system-failed');
    expect(screen.getByTestId('system-failed-reason').textContent).toBe(text(errorKey(snapshot.context.errorCode)));
    expect(screen.getByTestId('system-retry').textContent).toBe(text('system.failed.retry'));
  },
  normal: portal,
  maintenance: maintenancePage,
  regionBlocked: regionBlockPage,
  // A background check keeps the last known screen.
  'refreshing [status=0]': portal,
  'refreshing [status=1]': maintenancePage,
  'refreshing [status=2]': regionBlockPage,
};

/** What the screens prove, per state key: the title of a path lists those it passes. */
const MAINTENANCE_IDS = ['STATUS-02', 'STATUS-06', 'STATUS-07', 'STATUS-08', 'STATUS-09', 'STATUS-10'];
const REGION_IDS = ['STATUS-03', 'STATUS-11', 'STATUS-12', 'STATUS-13', 'STATUS-14'];
const proves: Record<string, string[]> = {
  normal: ['STATUS-01'],
  maintenance: MAINTENANCE_IDS,
  regionBlocked: REGION_IDS,
  'refreshing [status=0]': ['STATUS-01'],
  'refreshing [status=1]': MAINTENANCE_IDS,
  'refreshing [status=2]': REGION_IDS,
};

function titleOf(path: ModelPath): string {
  const ids = [...new Set(path.steps.flatMap((s) => proves[s.key] ?? []))].sort();
  // The path's own IDs are the machine's; the view's replace them.
  const walk = path.title.replace(/^(\[[A-Z]+-\d+\])+\s*/, '');
  return `${ids.map((id) => `[${id}] `).join('').replace(/\] \[/g, '][')}view along ${walk}`;
}

function Wrapper({ children, errors }: { children: ReactNode; errors: string[] }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={messages} onError={(e) => errors.push(e.message)}>
      {children}
    </IntlProvider>
  );
}

describe('systemStatus view', () => {
  it('has a view assertion for every reachable state, and none for a state that does not exist', () => {
    expect(assertionProblems(graph, views)).toEqual([]);
  });

  for (const path of [...graph.paths, ...graph.journeys]) {
    it(titleOf(path), async () => {
      const errors: string[] = [];
      await runPath(entry, path, {
        act: (change) => act(change),
        onStart: (actor: AnyActorRef) => {
          render(
            <Wrapper errors={errors}>
              <SystemStatusView actorRef={actor as ActorRefFrom<typeof systemStatusMachine>}>
                <div data-testid={PORTAL}>portal</div>
              </SystemStatusView>
            </Wrapper>,
          );
        },
        check: async (ctx) => {
          const view = views[ctx.step.key];
          if (!view) throw new Error(`no view assertion for state "${ctx.step.key}"`);
          await view(ctx);
          expect(errors, 'every message on screen is translated').toEqual([]);
        },
        // The visitor retries with the button on the failure screen.
        drivers: {
          RETRY: () => {
            fireEvent.click(screen.getByTestId('system-retry'));
          },
        },
      });
    });
  }
});
