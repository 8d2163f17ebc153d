// The harness itself, on a small machine made for it: it must find what a model lacks,
// notice a machine that does not do what its paths say, and count coverage honestly.
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { assertionProblems, modelProblems } from './checks';
import { coverageFailures, formatTable, measure } from './coverage';
import { type Expectations, type Trace } from './expectations';
import { FAILURES, failureCases, failureProblems } from './failures';
import { buildGraph, eventsFor } from './graph';
import { actorDone, after, defineModel, stateKey, type AnyMachineModel } from './model';
import { pathsFor } from './paths';
import { newWalk, runPath } from './runner';
import { transitions } from './structure';

type DoorEvent = { type: 'CODE'; code: string } | { type: 'CLOSE' };

/** Deliberate bugs a door can be built with, for the checks that must notice them. */
interface DoorBugs {
  /** The wrong code is not kept. */
  forgetCode?: boolean;
  /** Opening does not ring the bell. */
  silentOpen?: boolean;
  /** A failed check locks the door instead of closing it. */
  failureLocks?: boolean;
  /** The checker is asked about an empty code. */
  emptyInput?: boolean;
}

function makeDoor(bugs: DoorBugs = {}) {
  return setup({
    types: { context: {} as { attempts: number; lastCode: string | null }, events: {} as DoorEvent },
    actors: { check: fromPromise<boolean, { code: string }>(async () => false) },
    delays: { lockout: ({ context }) => 1000 * context.attempts },
    guards: {
      accepted: ({ event }) => (event as unknown as { output: boolean }).output,
      tooMany: ({ context }) => context.attempts >= 2,
    },
    actions: {
      keepCode: assign({ lastCode: ({ event }) => (event.type === 'CODE' ? event.code : null) }),
      ring: (_, _params: { tune: string }) => {},
    },
  }).createMachine({
    id: 'door',
    context: { attempts: 0, lastCode: null },
    initial: 'closed',
    states: {
      closed: { on: { CODE: { target: 'checking', actions: bugs.forgetCode ? [] : ['keepCode'] } } },
      checking: {
        invoke: {
          id: 'check',
          src: 'check',
          input: ({ context }) => ({ code: bugs.emptyInput ? '' : (context.lastCode ?? '') }),
          onDone: [{ guard: 'accepted', target: 'open' }, { target: 'rejected', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) }],
          onError: bugs.failureLocks ? 'locked' : 'closed',
        },
      },
      rejected: { always: [{ guard: 'tooMany', target: 'locked' }, { target: 'closed' }] },
      locked: { after: { lockout: { target: 'closed', actions: assign({ attempts: 0 }) } } },
      open: { entry: bugs.silentOpen ? [] : [{ type: 'ring', params: { tune: 'open' } }], on: { CLOSE: 'closed' } },
    },
  });
}

const doorMachine = makeDoor();

/** Wrong codes since the last lockout ended. */
const wrongCodes = (t: Trace) => t.since('after lockout').filter((s) => s.label === 'done: check' && (s.event as { output?: boolean }).output === false).length;

const doorExpectations: Expectations<typeof doorMachine> = {
  context: { attempts: wrongCodes, lastCode: (t) => t.event('CODE')?.code ?? null },
  actions: {
    keepCode: (t) => t.count('CODE'),
    // One ring per opening: a right code.
    ring: (t) => t.steps.filter((s) => s.label === 'done: check' && (s.event as { output?: boolean }).output === true).map(() => ({ tune: 'open' })),
  },
  invokes: { check: (t) => ({ code: t.event('CODE')!.code }) },
  delays: { lockout: (t) => 1000 * wrongCodes(t) },
  failures: { check: ({ trace }) => `closed [attempts=${wrongCodes(trace)}]` },
};

const doorModel = defineModel(doorMachine, {
  events: { CODE: [{ type: 'CODE', code: '1234' }], CLOSE: [{ type: 'CLOSE' }] },
  actors: { check: { done: [true, false], error: [new Error('offline')] } },
  expect: doorExpectations,
  serializeState: (s) => stateKey(s, { attempts: s.context.attempts }),
  journeys: [
    {
      title: 'two wrong codes lock the door, the lockout reopens the keypad',
      steps: [
        { type: 'CODE', code: '1234' },
        actorDone('check', false),
        { type: 'CODE', code: '1234' },
        actorDone('check', false),
        after('lockout'),
      ],
      ends: 'closed [attempts=0]',
    },
  ],
});

const door = { name: 'door', machine: doorMachine, model: doorModel as AnyMachineModel };

async function walkAll(entry: typeof door) {
  const graph = buildGraph(entry);
  const walk = newWalk();
  for (const path of [...graph.paths, ...graph.journeys]) await runPath(entry, path, {}, walk);
  return { graph, walk };
}

describe('model harness', () => {
  it('walks every state and transition of a machine with actors, delays, guards and eventless transitions', async () => {
    const { graph, walk } = await walkAll(door);
    const coverage = measure(doorMachine, walk, graph.paths.length);
    expect(coverage.states).toEqual({ covered: 5, total: 5, missing: [] });
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.transitions.total).toBe(transitions(doorMachine).length);
    expect(coverageFailures('door', doorMachine, coverage, {})).toEqual([]);
    expect(formatTable({ door: coverage })).toMatch(/door\s+5\/5\s+100%/);
  });

  it('labels transitions with event, guard and target', () => {
    expect(transitions(doorMachine).map((t) => t.label)).toEqual([
      'closed on CODE → checking',
      'checking on done: check if accepted → open',
      'checking on done: check → rejected',
      'checking on error: check → closed',
      'rejected on always if tooMany → locked',
      'rejected on always → closed',
      'locked on after lockout → closed',
      'open on CLOSE → closed',
    ]);
  });

  it('refuses an event or actor outcome without a fixture', () => {
    const graph = buildGraph(door);
    const closed = graph.paths[0]!.steps[0]!.snapshot;
    const noEvents = { ...doorModel, events: { CLOSE: [{ type: 'CLOSE' }] } } as unknown as AnyMachineModel;
    expect(() => eventsFor('door', noEvents, closed)).toThrow(/takes event "CODE", but the model has no events.CODE fixtures/);
    const checking = graph.paths.find((p) => p.steps[1]?.key.startsWith('checking'))!.steps[1]!.snapshot;
    const noErrors = { ...doorModel, actors: { check: { done: [true] } } } as unknown as AnyMachineModel;
    expect(() => eventsFor('door', noErrors, checking)).toThrow(/no actors.check.error fixtures/);
  });

  it('fails a path when the machine does not do what the path says', async () => {
    const graph = buildGraph(door);
    const path = graph.paths.find((p) => p.steps.some((s) => s.key.startsWith('open')))!;
    const lenient = { ...door, machine: doorMachine.provide({ guards: { accepted: () => false } }) };
    await expect(runPath(lenient, path)).rejects.toThrow(/expected state "open \[attempts=0\]", the machine is in "closed \[attempts=1\]"/);
  });

  it('fails a path when the machine schedules a delay of another length than the model expects', async () => {
    const graph = buildGraph(door);
    const slow = { ...door, machine: doorMachine.provide({ delays: { lockout: 99 } }) };
    await expect(runPath(slow, graph.journeys[0]!)).rejects.toThrow(/scheduled "lockout" for 99 ms, the model expects 2000 ms/);
  });

  describe('notices what a path of states alone cannot see', () => {
    const buggy = (bugs: DoorBugs) => ({ ...door, machine: makeDoor(bugs) });
    const opening = () => buildGraph(door).paths.find((p) => p.steps.some((s) => s.key.startsWith('open')))!;

    it('a value that is not stored (an assign removed)', async () => {
      await expect(runPath(buggy({ forgetCode: true }), opening())).rejects.toThrow(/context.lastCode is null, the model expects '1234'/);
    });

    it('an action dropped on the success path', async () => {
      await expect(runPath(buggy({ silentOpen: true }), opening())).rejects.toThrow(/action "ring" ran with \[\], the model expects \[ \{ tune: 'open' \} \]/);
    });

    it('an actor started with the wrong input', async () => {
      await expect(runPath(buggy({ emptyInput: true }), opening())).rejects.toThrow(/actor "check" started with \{ code: '' \}, the model expects \{ code: '1234' \}/);
    });

    it('a failure sent to the wrong state, for every code of the catalogue', () => {
      const graph = buildGraph(buggy({ failureLocks: true }));
      const [failure] = failureCases(graph);
      expect(failure!.from).toBe('checking [attempts=0]');
      const problems = failureProblems(graph, failure!);
      expect(problems).toHaveLength(FAILURES.length);
      expect(problems[0]).toMatch(/went to "locked \[attempts=0\]", the model expects "closed \[attempts=0\]"/);
      const good = buildGraph(door);
      expect(failureCases(good).flatMap((f) => failureProblems(good, f))).toEqual([]);
    });

    it('checks every named delay one millisecond before its length', async () => {
      const { walk } = await walkAll(door);
      expect([...walk.boundaries]).toEqual(['lockout']);
    });
  });

  describe('a machine that ends: whether it finished and what it hands back', () => {
    type TicketEvent = { type: 'PAY'; amount: number } | { type: 'CANCEL' };
    /** Pay, print (cancellable), hand back what was paid. */
    const makeTicket = (bugs: { wrongOutput?: boolean; neverEnds?: boolean } = {}) =>
      setup({
        types: { context: {} as { paid: number }, events: {} as TicketEvent, output: {} as { paid: number } },
        actors: { print: fromPromise<string>(async () => 'ticket') },
      }).createMachine({
        id: 'ticket',
        context: { paid: 0 },
        initial: 'waiting',
        output: ({ context }) => ({ paid: bugs.wrongOutput ? 0 : context.paid }),
        states: {
          waiting: { on: { PAY: { target: 'printing', actions: assign({ paid: ({ event }) => event.amount }) } } },
          printing: { invoke: { id: 'print', src: 'print', onDone: 'issued', onError: 'waiting' }, on: { CANCEL: 'waiting' } },
          issued: bugs.neverEnds ? {} : { type: 'final' },
        },
      });
    const ticketMachine = makeTicket();
    const paid = (t: Trace) => t.event('PAY')?.amount ?? 0;
    const ticketModel = defineModel(ticketMachine, {
      events: { PAY: [{ type: 'PAY', amount: 5 }], CANCEL: [{ type: 'CANCEL' }] },
      actors: { print: { done: ['ticket'], error: [new Error('jam')] } },
      expect: {
        context: { paid },
        actions: {},
        invokes: { print: () => undefined },
        delays: {},
        failures: { print: () => 'waiting' },
        // A cancelled print was stopped by leaving the state: nothing runs while waiting.
        states: { waiting: ({ running }) => expect(running).toEqual([]) },
        done: (t) => t.in('issued'),
        output: (t) => ({ paid: paid(t) }),
      } satisfies Expectations<typeof ticketMachine>,
      serializeState: (s) => stateKey(s),
      journeys: [{ title: 'a cancelled print, then a paid one', steps: [{ type: 'PAY', amount: 5 }, { type: 'CANCEL' }, { type: 'PAY', amount: 5 }, actorDone('print', 'ticket')], ends: 'issued' }],
    });
    const ticket = (machine = ticketMachine) => ({ name: 'ticket', machine, model: ticketModel as AnyMachineModel });
    const issuing = () => buildGraph(ticket()).journeys[0]!;

    it('holds for the machine as written, a stopped actor no longer counted as running', async () => {
      const graph = buildGraph(ticket());
      for (const path of [...graph.paths, ...graph.journeys]) await runPath(ticket(), path);
    });

    it('notices a wrong output', async () => {
      await expect(runPath(ticket(makeTicket({ wrongOutput: true })), issuing())).rejects.toThrow(/the machine's output is \{ paid: 0 \}, the model expects \{ paid: 5 \}/);
    });

    it('notices a final state that no longer ends the machine', async () => {
      await expect(runPath(ticket(makeTicket({ neverEnds: true })), issuing())).rejects.toThrow(/the machine has not finished, the model expects it finished/);
    });
  });

  it('reports a journey that cannot happen, and one that ends elsewhere', () => {
    const model = {
      ...doorModel,
      journeys: [
        { title: 'closing a closed door', steps: [{ type: 'CLOSE' }], ends: 'closed [attempts=0]' },
        { title: 'a right code', steps: [{ type: 'CODE', code: '1234' }, actorDone('check', true)], ends: 'closed [attempts=0]' },
      ],
    } as AnyMachineModel;
    const graph = buildGraph({ ...door, model });
    expect(graph.journeys[0]!.problem).toMatch(/step 1 .*CLOSE.* cannot happen in state "closed \[attempts=0\]"/);
    expect(graph.journeys[1]!.steps.at(-1)!.key).toBe('open [attempts=0]');
  });

  it('reports model entries naming events, actors or states the machine does not have', () => {
    const model = {
      ...doorModel,
      events: { ...doorModel.events, KNOCK: [{ type: 'KNOCK' }] },
      actors: { ...doorModel.actors, bell: { done: [1] } },
      requirements: { ajar: ['X-01'] },
    } as unknown as AnyMachineModel;
    const problems = modelProblems(buildGraph({ ...door, model }));
    expect(problems).toEqual([
      'door: events.KNOCK: no state of the machine takes "KNOCK"',
      'door: actors.bell: the machine invokes no actor named "bell"',
      expect.stringContaining('door: requirements["ajar"] is not a reachable state key'),
    ]);
  });

  it('counts a transition no path takes as missing, unless the allow-list gives a reason', async () => {
    const graph = buildGraph(door);
    const walk = newWalk();
    // Only the paths that never fail the check: the error transition stays untaken.
    for (const path of graph.paths.filter((p) => !p.steps.some((s) => s.kind === 'error'))) await runPath(door, path, {}, walk);
    const coverage = measure(doorMachine, walk, 0);
    expect(coverage.transitions.missing).toEqual(['checking on error: check → closed']);
    expect(coverageFailures('door', doorMachine, coverage, {})).toEqual([
      'door: transition "checking on error: check → closed" is never reached by any path',
    ]);
    const excused = { door: { transitions: { 'checking on error: check → closed': 'the checker cannot fail here' } } };
    expect(coverageFailures('door', doorMachine, coverage, excused)).toEqual([]);
    const full = measure(doorMachine, (await walkAll(door)).walk, 0);
    expect(coverageFailures('door', doorMachine, full, excused)).toEqual([
      'door: allow-list transitions entry "checking on error: check → closed" is covered now; remove it',
    ]);
    expect(coverageFailures('door', doorMachine, full, { door: { states: { ajar: 'no such state' } } })).toEqual([
      'door: allow-list states entry "ajar" names nothing the machine has',
    ]);
  });

  it('wants one assertion per reachable state key and none for other keys', () => {
    const graph = buildGraph(door);
    const assertions = Object.fromEntries(graph.keys.filter((k) => k !== 'open [attempts=0]').map((k) => [k, true]));
    expect(assertionProblems(graph, { ...assertions, ajar: true })).toEqual([
      'door: reachable state "open [attempts=0]" has no view assertion',
      expect.stringContaining('door: view assertion "ajar" names no reachable state'),
    ]);
  });

  it('gives plain steps for replaying paths elsewhere', () => {
    const plain = pathsFor(door);
    const journey = plain.paths.find((p) => p.kind === 'journey')!;
    expect(journey.steps.map((s) => [s.kind, s.state])).toEqual([
      ['init', 'closed [attempts=0]'],
      ['event', 'checking [attempts=0]'],
      ['done', 'closed [attempts=1]'],
      ['event', 'checking [attempts=1]'],
      ['done', 'locked [attempts=2]'],
      ['after', 'closed [attempts=0]'],
    ]);
    expect(journey.steps[2]).toMatchObject({ actor: 'check', src: 'check', event: { output: false } });
    expect(journey.steps[5]).toMatchObject({ delay: 'lockout', ms: 2000 });
    expect(JSON.parse(JSON.stringify(plain.paths))).toEqual(plain.paths.map((p) => JSON.parse(JSON.stringify(p))));
  });
});
