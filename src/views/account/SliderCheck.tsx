import { useSelector } from '@xstate/react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { sliderMachine } from '../../../machines/slider.machine';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT } from '../../i18n/useT';

type SliderRef = ActorRefFrom<typeof sliderMachine>;
type SliderSnapshot = ReturnType<SliderRef['getSnapshot']>;

const KEY_STEP = 4;
const KEY_STEP_LARGE = 20;

/** The slider machine's snapshot, or null while the child is not one (not started yet). */
function sliderState(snapshot: unknown): SliderSnapshot | null {
  const s = snapshot as Partial<SliderSnapshot> | undefined;
  return s && typeof s.matches === 'function' && s.context && 'challenge' in s.context ? (s as SliderSnapshot) : null;
}

const now = () => performance.now();

/**
 * The slider puzzle (spec sections 3 and 4): drag the handle (or use the arrow keys and
 * Enter) until the piece sits in the gap. Pointer positions are turned into the
 * background's pixels; times come from the page clock.
 */
export function SliderCheck({
  actorRef,
  onCancel,
  notice,
}: {
  actorRef: AnyActorRef | undefined;
  onCancel: () => void;
  /** Why a new puzzle is shown (the last answer was refused). */
  notice?: string | null;
}) {
  const t = useT();
  const snapshot = useSelector(actorRef ?? fallbackRef, (s) => sliderState(s));
  const drag = useRef<{ startX: number; startPointer: number; scale: number } | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const ref = actorRef as SliderRef | undefined;
  const challenge = snapshot?.context.challenge ?? null;
  const x = snapshot?.context.x ?? 0;
  const loading = !snapshot || snapshot.matches('loading');
  const failed = !!snapshot?.matches('failed');
  const solved = !!snapshot?.matches('solved');

  const scale = () => (challenge && track.current ? track.current.clientWidth / challenge.width : 1);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (!ref || !snapshot?.matches('ready')) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: x, startPointer: e.clientX, scale: scale() || 1 };
    ref.send({ type: 'GRAB', at: now() });
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (!ref || !drag.current) return;
    ref.send({ type: 'MOVE', x: drag.current.startX + (e.clientX - drag.current.startPointer) / drag.current.scale });
  };
  const onPointerUp = () => {
    if (!ref || !drag.current) return;
    drag.current = null;
    ref.send({ type: 'RELEASE', at: now() });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!ref || !snapshot) return;
    const step = e.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, number> = { ArrowRight: x + step, ArrowUp: x + step, ArrowLeft: x - step, ArrowDown: x - step, Home: 0, End: challenge ? challenge.width : 0 };
    if (e.key in moves) {
      e.preventDefault();
      if (snapshot.matches('ready')) ref.send({ type: 'GRAB', at: now() });
      ref.send({ type: 'MOVE', x: moves[e.key]! });
    } else if ((e.key === 'Enter' || e.key === ' ') && snapshot.matches('dragging')) {
      e.preventDefault();
      ref.send({ type: 'RELEASE', at: now() });
    }
  };

  return (
    <div
      className="slider-check"
      role="dialog"
      aria-modal="true"
      aria-label={t('slider.title')}
      data-testid="slider-check"
      data-state={snapshot ? String(snapshot.value) : 'starting'}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <div className="slider-check__panel">
        <header className="slider-check__head">
          <span className="slider-check__icon">
            <Icon name="shield" size={20} />
          </span>
          <strong>{t('slider.title')}</strong>
          <button type="button" className="icon-button" onClick={() => ref?.send({ type: 'REFRESH' })} disabled={!snapshot || !(snapshot.matches('ready') || failed)} aria-label={t('slider.refresh')} data-testid="slider-refresh">
            <Icon name="refresh" size={18} />
          </button>
          <button type="button" className="icon-button" onClick={onCancel} aria-label={t('slider.cancel')} data-testid="slider-cancel">
            <Icon name="close" size={18} />
          </button>
        </header>
        {notice && (
          <p className="slider-check__notice" role="alert" data-testid="slider-notice">
            {notice}
          </p>
        )}
        <div
          className="slider-check__picture"
          ref={track}
          style={challenge ? { aspectRatio: `${challenge.width} / ${challenge.height}` } : undefined}
        >
          {loading && <Spinner size="large" label={t('slider.loading')} />}
          {failed && (
            <div className="slider-check__failed" data-testid="slider-failed">
              <strong>{t('slider.failed')}</strong>
              <p>{t(errorKey(snapshot?.context.errorCode))}</p>
              <button type="button" className="button button--ghost" onClick={() => ref?.send({ type: 'REFRESH' })}>
                {t('common.retry')}
              </button>
            </div>
          )}
          {challenge && !loading && !failed && (
            <>
              <img className="slider-check__background" src={challenge.background} alt="" draggable={false} />
              <img
                className="slider-check__piece"
                src={challenge.piece}
                alt=""
                draggable={false}
                data-testid="slider-piece"
                style={{
                  left: `${(x / challenge.width) * 100}%`,
                  top: `${(challenge.y / challenge.height) * 100}%`,
                  width: `${(challenge.pieceWidth / challenge.width) * 100}%`,
                  height: `${(challenge.pieceHeight / challenge.height) * 100}%`,
                }}
              />
            </>
          )}
        </div>
        <div className={`slider-check__track${solved ? ' is-solved' : ''}`}>
          <span className="slider-check__hint">{solved ? t('slider.verifying') : t('slider.instructions')}</span>
          <span className="slider-check__fill" style={{ width: challenge ? `${((x + challenge.pieceWidth / 2) / challenge.width) * 100}%` : 0 }} />
          <button
            type="button"
            role="slider"
            className="slider-check__handle"
            aria-label={t('slider.handle')}
            aria-valuemin={0}
            aria-valuemax={challenge ? challenge.width - challenge.pieceWidth : 0}
            aria-valuenow={x}
            disabled={!snapshot || !(snapshot.matches('ready') || snapshot.matches('dragging'))}
            data-testid="slider-handle"
            style={challenge ? { left: `${(x / challenge.width) * 100}%`, width: `${(challenge.pieceWidth / challenge.width) * 100}%` } : undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          >
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      </div>
    </div>
  );
}

// useSelector needs an actor; without one the panel shows its loading frame.
const fallbackRef = {
  getSnapshot: () => undefined,
  subscribe: () => ({ unsubscribe: () => {} }),
} as unknown as AnyActorRef;
