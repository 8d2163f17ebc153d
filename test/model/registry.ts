// Finds every machine (machines/<name>.machine.ts, exporting `<name>Machine`) and its
// model (test/model/models/<name>.model.ts, default export from `defineModel`) on disk,
// so a new machine is picked up without editing the harness. Node fs and dynamic
// import only: vitest, tsx scripts and Playwright specs all load it the same way.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { AnyMachineModel } from './model';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MACHINES_DIR = join(ROOT, 'machines');
export const MODELS_DIR = join(ROOT, 'test', 'model', 'models');

const MACHINE_SUFFIX = '.machine.ts';
const MODEL_SUFFIX = '.model.ts';

export interface ModelEntry {
  name: string;
  machineFile: string;
  modelFile: string;
  machine: AnyStateMachine;
  model: AnyMachineModel;
}

export interface Registry {
  entries: ModelEntry[];
  /** Everything that keeps a machine out of the run; each one fails the model test. */
  problems: string[];
  /** Machines that load but have no usable model: reported with nothing covered. */
  unmodelled: { name: string; machine: AnyStateMachine }[];
}

type LoadFailure = { problems: string[]; machine?: AnyStateMachine };

const listNames = (dir: string, suffix: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith(suffix))
        .map((file) => file.slice(0, -suffix.length))
        .sort()
    : [];

export const machineNames = () => listNames(MACHINES_DIR, MACHINE_SUFFIX);
export const modelNames = () => listNames(MODELS_DIR, MODEL_SUFFIX);
export const machineFile = (name: string) => join(MACHINES_DIR, `${name}${MACHINE_SUFFIX}`);
export const modelFile = (name: string) => join(MODELS_DIR, `${name}${MODEL_SUFFIX}`);

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value;

async function importFile(file: string): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
}

/** Loads one machine and its model, or explains what is wrong with the pair. */
export async function loadEntry(name: string): Promise<ModelEntry | LoadFailure> {
  const problems: string[] = [];
  const machinePath = machineFile(name);
  const modelPath = modelFile(name);
  if (!existsSync(machinePath)) return { problems: [`${name}: model file names machine "${name}", but machines/${name}${MACHINE_SUFFIX} does not exist`] };
  let machineModule: Record<string, unknown>;
  try {
    machineModule = await importFile(machinePath);
  } catch (error) {
    // A machine that cannot even be built (an initial state that does not exist, say) is a failure to name.
    return { problems: [`${name}: machines/${name}${MACHINE_SUFFIX} does not load: ${(error as Error).message}`] };
  }
  const machine = machineModule[`${name}Machine`];
  if (!isMachine(machine)) problems.push(`${name}: machines/${name}${MACHINE_SUFFIX} must export a machine named ${name}Machine`);
  if (!existsSync(modelPath)) {
    problems.push(`${name}: no model file; write test/model/models/${name}${MODEL_SUFFIX} (see test/model/README.md)`);
  }
  if (!isMachine(machine)) return { problems };
  if (problems.length) return { problems, machine };
  const model = (await importFile(modelPath)).default as AnyMachineModel | undefined;
  if (!model || !isMachine(model.machine)) {
    return { problems: [`${name}: test/model/models/${name}${MODEL_SUFFIX} must \`export default defineModel(${name}Machine, {...})\``], machine };
  }
  if (model.machine !== machine) {
    return { problems: [`${name}: the model is defined for machine "${model.machine.id}", not for ${name}Machine`], machine };
  }
  return { name, machineFile: machinePath, modelFile: modelPath, machine: machine as AnyStateMachine, model };
}

/** Every machine with its model; a machine without a model, or a model without a machine, is a problem. */
export async function loadRegistry(): Promise<Registry> {
  const names = [...new Set([...machineNames(), ...modelNames()])].sort();
  const entries: ModelEntry[] = [];
  const problems: string[] = [];
  const unmodelled: Registry['unmodelled'] = [];
  for (const name of names) {
    const loaded = await loadEntry(name);
    if ('problems' in loaded) {
      problems.push(...loaded.problems);
      if (loaded.machine) unmodelled.push({ name, machine: loaded.machine });
    } else entries.push(loaded);
  }
  return { entries, problems, unmodelled };
}

/** One machine's entry; throws with the reasons when it cannot be loaded. */
export async function requireEntry(name: string): Promise<ModelEntry> {
  const loaded = await loadEntry(name);
  if ('problems' in loaded) throw new Error(loaded.problems.join('\n'));
  return loaded;
}
