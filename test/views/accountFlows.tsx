// Shared by the view tests of the account flows (test/model/*.view.test.tsx): render a
// flow's view on the running machine, drive events the way a person would, pick the
// paths that reach every state, and compose per-state assertions from per-region ones.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { AnyActorRef, EventObject, StateValue } from 'xstate';
import { expect } from 'vitest';
import { fillRange, type FieldError } from '../../machines/formRules';
import type { ModelGraph, ModelPath } from '../model/graph';
import type { StepContext } from '../model/runner';
import { defaultMessages } from '../../src/i18n/loadMessages';
import accountEn from '../../src/i18n/messages/account/en.json';
import validationEn from '../../src/i18n/messages/validation/en.json';

/** The core catalogue with the account area's, which the flows load around themselves in the app. */
export const messages: Record<string, string> = { ...defaultMessages, ...accountEn, ...validationEn };
const intl = createIntl({ locale: 'en', messages });

export const tr = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
export const fieldText = (error: FieldError) => fillRange(tr(error.message), error.min, error.max);
export const errorText = (code: string | null | undefined) => tr(`error.${code ?? 'unknown_error'}` in messages ? `error.${code ?? 'unknown_error'}` : 'error.unknown_error');

export function Wrapper({ children, errors }: { children: ReactNode; errors: string[] }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={messages} onError={(e) => errors.push(e.message)}>
      <MemoryRouter>{children}</MemoryRouter>
    </IntlProvider>
  );
}

/**
 * The journeys, then generated paths until every reachable state key is visited: each
 * path is chosen for the most keys (and key-to-key steps) not seen yet.
 */
export function coveringPaths(graph: ModelGraph): ModelPath[] {
  const chosen: ModelPath[] = [...graph.journeys];
  const seen = new Set<string>();
  const note = (path: ModelPath) => {
    for (const [i, step] of path.steps.entries()) {
      seen.add(step.key);
      if (i > 0) seen.add(`${path.steps[i - 1]!.key} -${step.label}-> ${step.key}`);
    }
  };
  chosen.forEach(note);
  const gain = (path: ModelPath) =>
    path.steps.reduce((n, step, i) => n + (seen.has(step.key) ? 0 : 10) + (i > 0 && !seen.has(`${path.steps[i - 1]!.key} -${step.label}-> ${step.key}`) ? 1 : 0), 0);
  const keysLeft = () => graph.keys.some((k) => !seen.has(k));
  const rest = [...graph.paths];
  while (keysLeft() && rest.length) {
    rest.sort((a, b) => gain(b) - gain(a));
    const best = rest.shift()!;
    if (gain(best) < 10) break;
    chosen.push(best);
    note(best);
  }
  return chosen;
}

/** The region values of a (possibly parallel) state value: `{ form: 'editing.ready', code: 'idle' }`. */
export function regionsOf(value: StateValue, prefix: string[] = []): Record<string, string> {
  if (typeof value === 'string') return { [prefix.join('.') || '(root)']: value };
  const entries = Object.entries(value);
  const out: Record<string, string> = {};
  for (const [key, child] of entries) {
    if (typeof child === 'string') {
      out[[...prefix, key].join('.')] = child;
      continue;
    }
    const inner = Object.entries(child ?? {});
    if (inner.length === 1 && typeof inner[0]![1] === 'string') out[[...prefix, key].join('.')] = `${inner[0]![0]}.${inner[0]![1]}`;
    else Object.assign(out, regionsOf(child as StateValue, [...prefix, key]));
  }
  return out;
}

export type Check = (ctx: StepContext) => void;

/**
 * One assertion per reachable state key, composed from per-region assertions keyed by the
 * region's state. A key whose region state has no assertion gets none, so
 * `assertionProblems` reports it.
 */
export function composeViews(graph: ModelGraph, tables: Record<string, Record<string, Check>>, always: Check): Record<string, Check> {
  const valueOf = new Map<string, StateValue>();
  for (const path of [...graph.paths, ...graph.journeys]) for (const step of path.steps) valueOf.set(step.key, step.snapshot.value as StateValue);
  const views: Record<string, Check> = {};
  for (const key of graph.keys) {
    const regions = regionsOf(valueOf.get(key)!);
    const checks = Object.entries(regions).map(([region, state]) => tables[region]?.[state]);
    if (checks.some((c) => !c)) continue;
    views[key] = (ctx) => {
      always(ctx);
      for (const check of checks) check!(ctx);
    };
  }
  return views;
}

/** Types values into the named inputs of the form (those it has); ticks checkboxes by value. */
export function fill(form: HTMLElement, values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const input = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    if (!input) continue;
    if (input instanceof HTMLSelectElement && ![...input.options].some((o) => o.value === value)) continue;
    fireEvent.change(input, { target: { value } });
  }
}

/**
 * Sends the event through the control a person would use. A control that is missing or
 * disabled means the view does not offer the event here: then the machine must not move
 * either (the path's next key is the current one), and the event is sent as is.
 */
export async function through(
  control: HTMLElement | null,
  ctx: StepContext,
  event: EventObject,
  use: (el: HTMLElement) => void = (el) => fireEvent.click(el),
) {
  const offered = control && !(control as HTMLButtonElement).disabled;
  if (offered) {
    await act(async () => use(control));
    return;
  }
  const before = ctx.path.steps[ctx.index - 1]!.key;
  expect(ctx.step.key, `the view does not offer ${event.type} in "${before}", so the machine must stay`).toBe(before);
  await act(async () => (ctx.actor as AnyActorRef).send(event));
}

export const byTestId = (id: string) => screen.queryByTestId(id);
export const inside = (id: string) => within(screen.getByTestId(id));
