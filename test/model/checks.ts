// A model may only name what its machine has; assertion maps (views, pages) must name
// every reachable state key and nothing else.
import type { AnyStateNode, EventObject } from 'xstate';
import { actorNames, type ModelGraph } from './graph';
import { handledEventTypes } from './structure';

/** Model entries naming events, actors or state keys the machine does not have. */
export function modelProblems(graph: ModelGraph): string[] {
  const { name, machine, model } = graph;
  const problems: string[] = [];
  const handled = handledEventTypes(machine);
  for (const [type, list] of Object.entries(model.events as Record<string, readonly EventObject[]>)) {
    if (!handled.has(type)) problems.push(`${name}: events.${type}: no state of the machine takes "${type}"`);
    for (const event of list) {
      if (event.type !== type) problems.push(`${name}: events.${type} holds an event of type "${event.type}"`);
    }
  }
  const actors = actorNames(machine);
  for (const actor of Object.keys(model.actors)) {
    if (!actors.has(actor)) problems.push(`${name}: actors.${actor}: the machine invokes no actor named "${actor}"`);
  }
  const keys = new Set(graph.keys);
  for (const journey of model.journeys ?? []) {
    if (!keys.has(journey.ends)) {
      problems.push(`${name}: journey "${journey.title}" ends in "${journey.ends}", which is not a reachable state key (${listKeys(graph)})`);
    }
  }
  for (const key of Object.keys(model.requirements ?? {})) {
    if (!keys.has(key)) problems.push(`${name}: requirements["${key}"] is not a reachable state key (${listKeys(graph)})`);
  }
  // A machine that can finish hands its parent a done event: where it must have finished is the model's to say.
  const finals = (Object.values(machine.root.states) as AnyStateNode[]).filter((node) => node.type === 'final').map((node) => node.key);
  if (finals.length && !model.expect?.done) problems.push(`${name}: the machine finishes in ${finals.join(', ')}, and the model has no expect.done`);
  return problems;
}

const listKeys = (graph: ModelGraph) => `keys: ${graph.keys.map((k) => `"${k}"`).join(', ')}`;

/**
 * An assertion map keyed by state key must cover every reachable key and name no other.
 * `what` says whose assertions they are ("view", "page").
 */
export function assertionProblems(graph: ModelGraph, assertions: Record<string, unknown>, what = 'view'): string[] {
  const keys = new Set(graph.keys);
  const problems: string[] = [];
  for (const key of graph.keys) {
    if (!(key in assertions)) problems.push(`${graph.name}: reachable state "${key}" has no ${what} assertion`);
  }
  for (const key of Object.keys(assertions)) {
    if (!keys.has(key)) problems.push(`${graph.name}: ${what} assertion "${key}" names no reachable state (${listKeys(graph)})`);
  }
  return problems;
}
