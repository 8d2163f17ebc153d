// The slider check replayed along the slider machine's paths, driven with the pointer;
// then the same puzzle solved with the keyboard alone.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AnyActorRef, EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { SliderContext, SliderEvent } from '../../machines/slider.machine';
import { SliderCheck } from '../../src/views/account/SliderCheck';
import { byTestId, type Check, errorText, through, Wrapper } from '../views/accountFlows';
import { assertionProblems } from './checks';
import { buildGraph } from './graph';
import { requireEntry } from './registry';
import { runPath, type StepContext } from './runner';

const entry = await requireEntry('slider');
const graph = buildGraph(entry);
const contextOf = (ctx: StepContext) => ctx.snapshot.context as SliderContext;
const handle = () => screen.getByTestId('slider-handle') as HTMLButtonElement;

const puzzle: Check = (ctx) => {
  const c = contextOf(ctx);
  const piece = screen.getByTestId('slider-piece') as HTMLImageElement;
  expect(piece.style.left).toBe(`${(c.x / c.challenge!.width) * 100}%`);
  expect(handle().getAttribute('aria-valuenow')).toBe(String(c.x));
  expect(handle().getAttribute('aria-valuemax')).toBe(String(c.challenge!.width - c.challenge!.pieceWidth));
};

const views: Record<string, Check> = {
  loading: () => {
    expect(screen.getByRole('status')).toBeTruthy();
    expect(handle().disabled).toBe(true);
  },
  failed: (ctx) => {
    expect(screen.getByTestId('slider-failed').textContent).toContain(errorText(contextOf(ctx).errorCode));
    expect(handle().disabled).toBe(true);
  },
  ready: (ctx) => {
    puzzle(ctx);
    expect(handle().disabled).toBe(false);
  },
  'dragging [moved=true]': puzzle,
  'dragging [moved=false]': puzzle,
  solved: (ctx) => {
    puzzle(ctx);
    expect(handle().disabled, 'a dropped piece waits for the verdict').toBe(true);
  },
};

/** The view stamps a grab and a drop with performance.now(): at the event's time, as the model's oracle reads it. */
const atTimeOf = (event: EventObject, fire: (el: HTMLElement) => void) => (el: HTMLElement) => {
  const clock = vi.spyOn(performance, 'now').mockReturnValue((event as Extract<SliderEvent, { type: 'GRAB' }>).at);
  try {
    fire(el);
  } finally {
    clock.mockRestore();
  }
};

const drivers: Record<string, (event: EventObject, ctx: StepContext) => Promise<void>> = {
  GRAB: (event, ctx) => through(byTestId('slider-handle'), ctx, event, atTimeOf(event, (el) => fireEvent.pointerDown(el, { clientX: 0, pointerId: 1 }))),
  MOVE: (event, ctx) =>
    through(byTestId('slider-handle'), ctx, event, (el) => fireEvent.pointerMove(el, { clientX: (event as Extract<SliderEvent, { type: 'MOVE' }>).x, pointerId: 1 })),
  RELEASE: (event, ctx) => through(byTestId('slider-handle'), ctx, event, atTimeOf(event, (el) => fireEvent.pointerUp(el, { pointerId: 1 }))),
  REFRESH: (event, ctx) => through(byTestId('slider-refresh'), ctx, event),
};

function renderSlider(actor: AnyActorRef, errors: string[]) {
  render(
    <Wrapper errors={errors}>
      <SliderCheck actorRef={actor} onCancel={() => {}} />
    </Wrapper>,
  );
}

describe('slider view', () => {
  it('has a view assertion for every reachable state, and none for a state that does not exist', () => {
    expect(assertionProblems(graph, views)).toEqual([]);
  });

  for (const path of [...graph.paths, ...graph.journeys]) {
    it(`[LOGIN-06] view along ${path.title}`, async () => {
      const errors: string[] = [];
      await runPath(entry, path, {
        act: (change) => act(change),
        onStart: (actor) => renderSlider(actor, errors),
        check: (ctx) => {
          views[ctx.step.key]!(ctx);
          expect(errors).toEqual([]);
        },
        drivers,
      });
    });
  }

  it('[LOGIN-06] is solved with the keyboard alone: arrows move the piece, Enter drops it', async () => {
    const journey = graph.journeys[0]!;
    let keyboardSnapshot: SliderContext | null = null;
    await runPath(entry, { ...journey, steps: journey.steps.slice(0, 2) }, {
      act: (change) => act(change),
      onStart: (actor) => renderSlider(actor, []),
      check: async (ctx) => {
        if (ctx.index < 1) return;
        const el = handle();
        for (let i = 0; i < 5; i += 1) await act(async () => fireEvent.keyDown(el, { key: 'ArrowRight' }));
        await act(async () => fireEvent.keyDown(el, { key: 'ArrowRight', shiftKey: true }));
        expect(ctx.actor.getSnapshot().matches('dragging')).toBe(true);
        await act(async () => fireEvent.keyDown(el, { key: 'Enter' }));
        keyboardSnapshot = ctx.actor.getSnapshot().context as SliderContext;
        expect(ctx.actor.getSnapshot().matches('solved')).toBe(true);
      },
    });
    expect(keyboardSnapshot!.x).toBe(5 * 4 + 20);
  });
});
