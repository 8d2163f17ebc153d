// Mutants no test of a machine can tell apart, so Stryker leaves them out of the score
// (the report lists them as ignored, with the reason below):
// - `types` in setup(): TypeScript's, erased before anything runs;
// - an actor that only says it is provided by the app (or the page, or the view): the app
//   and the tests provide every actor, so the placeholder's body never runs.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const keyName = (node) => node.key?.name ?? node.key?.value;

const insideSetup = (path) =>
  path.findParent((p) => p.isCallExpression() && p.node.callee.type === 'Identifier' && p.node.callee.name === 'setup');

/** `fromPromise(async () => { throw new Error('... is provided by the app') })` and the like. */
function isPlaceholder(node) {
  if (node?.type !== 'CallExpression') return false;
  const fn = node.arguments[0];
  const body = fn?.body?.type === 'BlockStatement' ? fn.body.body : [];
  return body.length === 1 && body[0].type === 'ThrowStatement' && /provided by the (app|page|view)/.test(JSON.stringify(body[0]));
}

const propertyOf = (path, name) =>
  path.findParent((p) => p.isObjectProperty() && keyName(p.node) === name && insideSetup(p) && p.parentPath.parentPath.isCallExpression());

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
      const actors = path.isObjectProperty() && keyName(path.node) === 'actors' ? path : propertyOf(path, 'actors');
      if (actors && actors.node.value.type === 'ObjectExpression') {
        const values = actors.node.value.properties.map((p) => p.value);
        if (values.length && values.every(isPlaceholder)) return 'placeholder actors: the app and the tests provide every one';
        if (path.findParent((p) => p.isCallExpression() && isPlaceholder(p.node)) || (path.isCallExpression() && isPlaceholder(path.node))) {
          return 'a placeholder actor: the app and the tests provide it';
        }
      }
      return undefined;
    },
  }),
];
