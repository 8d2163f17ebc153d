// Mutants no test of a machine can tell apart, so Stryker leaves them out of the score
// (the report lists them as ignored, with the reason below):
// - `types` in setup(): TypeScript's, erased before anything runs;
// - an actor that only says it is provided by the app (or the page, the view or the console): the app
//   and the tests provide every actor, so the placeholder's body never runs;
// - the machine's own `id` in createMachine({ id: '...' }) when no target in the file names
//   it (`#id...`): it only names the state nodes, and nothing looks them up by it.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const keyName = (node) => node.key?.name ?? node.key?.value;

const insideSetup = (path) =>
  path.findParent((p) => p.isCallExpression() && p.node.callee.type === 'Identifier' && p.node.callee.name === 'setup');

/** `fromPromise(async () => { throw new Error('... is provided by the app') })` and the like. */
function isPlaceholder(node) {
  if (node?.type !== 'CallExpression') return false;
  const fn = node.arguments[0];
  const body = fn?.body?.type === 'BlockStatement' ? fn.body.body : [];
  return body.length === 1 && body[0].type === 'ThrowStatement' && /provided by the (app|page|view|console)/.test(JSON.stringify(body[0]));
}

/** An object literal of actors that are all placeholders. */
function allPlaceholders(object) {
  const values = object.properties.map((p) => p.value);
  return values.length > 0 && values.every(isPlaceholder);
}

const propertyOf = (path, name) =>
  path.findParent((p) => p.isObjectProperty() && keyName(p.node) === name && insideSetup(p) && p.parentPath.parentPath.isCallExpression());

const isCreateMachine = (call) =>
  call?.type === 'CallExpression' &&
  ((call.callee.type === 'Identifier' && call.callee.name === 'createMachine') ||
    (call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier' && call.callee.property.name === 'createMachine'));

/** Whether a string or template in the program refers to a state by the machine's id (`#id` or `#id.state`). */
function idReferenced(path, id) {
  let found = false;
  const refers = (text) => typeof text === 'string' && (text === `#${id}` || text.startsWith(`#${id}.`));
  path.findParent((p) => p.isProgram()).traverse({
    StringLiteral(p) {
      if (refers(p.node.value)) found = true;
    },
    TemplateElement(p) {
      if (refers(p.node.value.cooked)) found = true;
    },
  });
  return found;
}

/** The string of `id: '...'` in the config createMachine is called with. */
function isUnreferencedMachineId(path) {
  if (!path.isStringLiteral() || !path.parentPath.isObjectProperty() || keyName(path.parentPath.node) !== 'id') return false;
  const config = path.parentPath.parentPath;
  return config.isObjectExpression() && isCreateMachine(config.parentPath.node) && config.parentPath.node.arguments[0] === config.node && !idReferenced(path, path.node.value);
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'MachineEquivalents', {
    shouldIgnore(path) {
      if ((path.isObjectProperty() && keyName(path.node) === 'types' && insideSetup(path)) || propertyOf(path, 'types')) {
        return 'types exist only for the compiler';
      }
      // setup({ types }) emptied: the same, for a machine whose setup holds nothing else.
      if (
        path.isObjectExpression() &&
        path.parentPath.isCallExpression() &&
        path.parentPath.node.callee.type === 'Identifier' &&
        path.parentPath.node.callee.name === 'setup' &&
        path.node.properties.length > 0 &&
        path.node.properties.every((p) => keyName(p) === 'types')
      ) {
        return 'types exist only for the compiler';
      }
      if (isUnreferencedMachineId(path)) return 'the machine id names no state any target refers to';
      const actors = path.isObjectProperty() && keyName(path.node) === 'actors' ? path : propertyOf(path, 'actors');
      if (actors && actors.node.value.type === 'ObjectExpression') {
        if (allPlaceholders(actors.node.value)) return 'placeholder actors: the app and the tests provide every one';
        if (path.findParent((p) => p.isCallExpression() && isPlaceholder(p.node)) || (path.isCallExpression() && isPlaceholder(path.node))) {
          return 'a placeholder actor: the app and the tests provide it';
        }
      }
      // The same placeholders kept apart for several machines to spread into their `actors`
      // (`export const providerCodeActors = { … }` in machines/phoneProvider.ts).
      const shared = path.isVariableDeclarator() ? path : path.findParent((p) => p.isVariableDeclarator());
      if (shared?.node.id.type === 'Identifier' && /Actors$/.test(shared.node.id.name) && shared.node.init?.type === 'ObjectExpression' && allPlaceholders(shared.node.init)) {
        return 'placeholder actors: the app and the tests provide every one';
      }
      return undefined;
    },
  }),
];
