// The replay of a machine's generated paths through the real page, shared by the
// account specs: choosing paths that reach every state, composing a page assertion per
// state from assertions per region, holding the page's calls until a path says how they
// end, and replaying a path step by step.
import { expect, type Page, type Route } from '@playwright/test';
import type { PlainModel, PlainPath, PlainStep } from '../../test/model/paths';

/** The steps' outcomes of one actor, in order, from index `from` on. */
export function nextOutcome(path: PlainPath, from: number, src: string): PlainStep | undefined {
  return path.steps.slice(from + 1).find((s) => (s.kind === 'done' || s.kind === 'error') && s.src === src);
}

export const errorCodeOf = (step: PlainStep | undefined) => (step?.kind === 'error' ? ((step.event as { error?: { errorCode?: string } }).error?.errorCode ?? null) : null);
export const outputOf = <T>(step: PlainStep | undefined) => (step?.kind === 'done' ? ((step.event as { output?: T }).output ?? null) : null);

/**
 * The generated paths (and journeys) from one input that, together, reach every state key
 * the model has; each is chosen for the most keys not yet reached.
 */
export function pathsReachingEveryState(model: PlainModel, input?: string, usable: (path: PlainPath) => boolean = () => true): PlainPath[] {
  const candidates = model.paths.filter((p) => (!input || !p.input || p.input.name === input) && usable(p));
  const seen = new Set<string>();
  const chosen: PlainPath[] = [];
  const gain = (p: PlainPath) => new Set(p.steps.map((s) => s.state).filter((k) => !seen.has(k))).size;
  while (true) {
    const best = [...candidates].sort((a, b) => gain(b) - gain(a) || a.steps.length - b.steps.length)[0];
    if (!best || gain(best) === 0) break;
    chosen.push(best);
    best.steps.forEach((s) => seen.add(s.state));
  }
  return chosen;
}

/** The client gives up on a call after this long (src/api/client.ts). */
export const CALL_TIMEOUT_MS = 20_000;

/**
 * Whether a path can be replayed with its calls held: no long clock move (the SMS
 * countdown running out) while a call waits, or the call would time out in the page.
 */
export function clockSafe(waiting: (step: PlainStep) => boolean) {
  return (path: PlainPath) =>
    !path.steps.some((s, i) => i > 0 && (s.src === 'smsCountdown' || (s.ms ?? 0) >= CALL_TIMEOUT_MS) && waiting(path.steps[i - 1]!));
}

/** Keys no chosen path reaches (the spec asserts this is empty, so every state is seen in the page). */
/**
 * States only SMS through a sign-in provider reaches: the page walks them against a real provider
 * on this machine (e2e/accounts/phoneProvider.spec.ts), not in the replays of every state.
 */
export const throughPhoneProvider = (key: string) => /sendingToProvider|verifyingPhone/.test(key);

export const unreached = (model: PlainModel, paths: PlainPath[]) => model.keys.filter((k) => !paths.some((p) => p.steps.some((s) => s.state === k)));

/** Replays a path: perform each step, then check the page for the state the path says. */
export async function replay(
  path: PlainPath,
  perform: (step: PlainStep, index: number) => Promise<void>,
  checks: Record<string, (step: PlainStep) => Promise<void>>,
  step: (title: string, body: () => Promise<void>) => Promise<void>,
) {
  for (const [index, s] of path.steps.entries()) {
    await step(`${s.label} → ${s.state}`, async () => {
      await perform(s, index);
      const check = checks[s.state];
      if (!check) throw new Error(`no page assertion for state ${s.state}`);
      await check(s);
    });
  }
  expect(path.steps.at(-1)!.state).toBe(path.ends);
}

type Value = PlainStep['value'];

/** The region states of a state value: `{ 'active.form': 'editing.ready', 'active.code': 'idle' }`, `{ '(root)': 'done' }`. */
export function regionsOf(value: Value, prefix: string[] = []): Record<string, string> {
  if (typeof value === 'string') return { [prefix.join('.') || '(root)']: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') {
      out[[...prefix, key].join('.')] = child;
      continue;
    }
    const inner = Object.entries(child ?? {});
    if (inner.length === 1 && typeof inner[0]![1] === 'string') out[[...prefix, key].join('.')] = `${inner[0]![0]}.${inner[0]![1]}`;
    else Object.assign(out, regionsOf(child as Value, [...prefix, key]));
  }
  return out;
}

export type PageCheck = (step: PlainStep) => Promise<void>;

/**
 * A page assertion per state key, composed from assertions per region state; a key whose
 * region state has none gets none, and `model.assertionProblems` names it.
 */
export function composeChecks(model: PlainModel, tables: Record<string, Record<string, PageCheck>>): Record<string, PageCheck> {
  const values = new Map<string, Value>();
  for (const path of model.paths) for (const s of path.steps) values.set(s.state, s.value);
  const checks: Record<string, PageCheck> = {};
  for (const key of model.keys) {
    const value = values.get(key);
    if (value === undefined) continue;
    const parts = Object.entries(regionsOf(value)).map(([region, state]) => tables[region]?.[state]);
    if (parts.some((p) => !p)) continue;
    checks[key] = async (step) => {
      for (const part of parts) await part!(step);
    };
  }
  return checks;
}

/**
 * Calls of the page held until the path says how they end: the test lets the real server
 * answer (`release`) or cuts the connection (`fail`, the network failure of a fixture).
 * While held, the page shows the state that waits for them.
 */
export class HeldCalls {
  private held = new Map<string, Route[]>();

  constructor(private readonly routes: Record<string, string>) {}

  async attach(page: Page) {
    for (const [src, pattern] of Object.entries(this.routes)) {
      this.held.set(src, []);
      await page.route(pattern, (route) => {
        // Only the calls of the machine: answers to other methods of the same path pass.
        this.held.get(src)!.push(route);
      });
    }
    return this;
  }

  private async next(src: string) {
    const queue = this.held.get(src);
    if (!queue) throw new Error(`calls of ${src} are not held`);
    await expect.poll(() => queue.length, { message: `a ${src} call is pending` }).toBeGreaterThan(0);
    return queue.shift()!;
  }

  async release(src: string) {
    await (await this.next(src)).continue();
  }

  async fail(src: string) {
    await (await this.next(src)).abort('failed');
  }

  /** Ends the step's call the way the step says: the server's answer, or a cut connection. */
  async settle(step: PlainStep) {
    if (!step.src || !this.held.has(step.src)) return false;
    if (errorCodeOf(step) === 'network_abnormal') await this.fail(step.src);
    else await this.release(step.src);
    return true;
  }
}
