import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { isPathOf, settingsFormMachine, type SettingsValues } from '../../../../machines/settingsForm.machine';
import { useLatest } from '../../../app/useLatest';

/** Sends a form's draft (the signal ends with the saving state). */
export type SaveCall<V> = (draft: V, signal: AbortSignal) => Promise<unknown>;

/**
 * One settings form on the shared save flow (machines/settingsForm.machine.ts): the values the
 * server holds load into the draft whenever a new answer arrives (another merchant, a reload).
 */
export function useSettingsForm<V extends SettingsValues>(values: V | null, save: SaveCall<V>) {
  const latest = useLatest(save);
  const machine = useMemo(
    () => settingsFormMachine.provide({ actors: { save: fromPromise<unknown, SettingsValues>(({ input, signal }) => latest.current(input as V, signal)) } }),
    [latest],
  );
  const [snapshot, send] = useMachine(machine);
  useEffect(() => {
    if (values) send({ type: 'LOAD', values });
  }, [values, send]);
  const { fieldErrors } = snapshot.context;
  return {
    draft: snapshot.context.draft as V,
    set: <K extends keyof V & string>(field: K, value: V[K]) => send({ type: 'CHANGE', field, value }),
    save: () => send({ type: 'SAVE' }),
    saving: snapshot.matches('saving'),
    saved: snapshot.matches('saved'),
    refused: snapshot.matches('refused'),
    errorCode: snapshot.context.errorCode,
    fieldErrors,
    /** Whether the server refused this field (isPathOf). */
    refusedField: (name: string) => Object.keys(fieldErrors).some((path) => isPathOf(path, name)),
  };
}

export type SettingsFormApi<V extends SettingsValues> = ReturnType<typeof useSettingsForm<V>>;
