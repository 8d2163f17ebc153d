// What a translation must keep from the English message, shared by the catalogue tests (the
// app's messages, the error catalogue, the server's SMS and e-mail texts).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Each argument with its kind, select options (they name values the code passes), tags, and
 * whether a plural shows its number with `#`. Plural categories are left out on purpose: each
 * language has its own (Vietnamese has only `other`, Portuguese `one` too).
 */
export function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
        into.add(`{${el.value}}`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`{${el.value}, ${TYPE[el.type]}}`);
        break;
      case TYPE.select:
        into.add(`{${el.value}, select: ${Object.keys(el.options).sort().join('|')}}`);
        for (const option of Object.values(el.options)) signature(option.value, into);
        break;
      case TYPE.plural: {
        const showsCount = el.options.other?.value.some((o) => o.type === TYPE.pound) ?? false;
        into.add(`{${el.value}, ${el.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}${showsCount ? ' #' : ''}}`);
        for (const option of Object.values(el.options)) signature(option.value, into);
        break;
      }
      case TYPE.tag:
        into.add(`<${el.value}>`);
        signature(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/** A message's signature as one comparable string. */
export const signatureOf = (message: string) => [...signature(parse(message))].sort().join(' ');

/** Plural option keys that are not `=N` and not a CLDR category of the locale (such a branch never shows). */
export function foreignPluralKeys(elements: MessageFormatElement[], categories: readonly string[]): string[] {
  const found: string[] = [];
  for (const el of elements) {
    if (el.type === TYPE.plural) {
      for (const key of Object.keys(el.options)) if (!/^=\d+$/.test(key) && !categories.includes(key)) found.push(key);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) found.push(...foreignPluralKeys(option.value, categories));
    }
    if (el.type === TYPE.tag) found.push(...foreignPluralKeys(el.children, categories));
  }
  return found;
}

/**
 * The problems of a translated catalogue against English: keys missing or extra, empty or
 * unparsable messages, placeholders that differ, plural branches the language never uses.
 */
export function catalogueProblems(english: Record<string, string>, translated: Record<string, unknown>, locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const problems: string[] = [];
  for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${key}: not an English key`);
  for (const [key, source] of Object.entries(english)) {
    const message = translated[key];
    if (typeof message !== 'string' || message.trim() === '') {
      problems.push(`${key}: missing or empty`);
      continue;
    }
    let ast: MessageFormatElement[];
    try {
      ast = parse(message);
    } catch (error) {
      problems.push(`${key}: does not parse (${(error as Error).message})`);
      continue;
    }
    const want = signatureOf(source);
    const got = [...signature(ast)].sort().join(' ');
    if (got !== want) problems.push(`${key}: has [${got}], English has [${want}]`);
    const foreign = foreignPluralKeys(ast, categories);
    if (foreign.length) problems.push(`${key}: plural branches ${foreign.join(', ')} never used in ${locale}`);
  }
  return problems;
}
