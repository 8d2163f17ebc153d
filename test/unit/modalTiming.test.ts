// The modal's timing (spec section 9): a 0.4 s fade after a 100 ms delay, for the
// backdrop and the panel alike, in both themes (the tokens are theme-independent).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const styles = (file: string) => readFileSync(join(__dirname, '../../src/styles', file), 'utf8');

describe('modal timing', () => {
  it('[SHELL-85][SHELL-86] the fade lasts 0.4 s and starts after 100 ms', () => {
    const tokens = styles('tokens.css');
    expect(tokens).toMatch(/--modal-fade:\s*0\.4s;/);
    expect(tokens).toMatch(/--modal-delay:\s*0\.1s;/);
    // Defined once, so the dark theme cannot time it differently.
    expect(tokens.match(/--modal-fade:/g)).toHaveLength(1);
    expect(tokens.match(/--modal-delay:/g)).toHaveLength(1);
    const components = styles('components.css');
    const rule = (selector: string) => components.slice(components.indexOf(`${selector} {`), components.indexOf('}', components.indexOf(`${selector} {`)));
    expect(rule('.modal-backdrop')).toMatch(/animation:[^;]*var\(--modal-fade\)[^;]*var\(--modal-delay\)/);
    expect(rule('.modal')).toMatch(/animation:[^;]*var\(--modal-fade\)[^;]*var\(--modal-delay\)/);
  });
});
