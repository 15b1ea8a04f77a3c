import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { darkTokens, lightTokens, listProperties, varName } from './tokens';
import { vars } from './vars.css';

describe('theme tokens', () => {
  it('names each token --lib-<path in kebab-case>', () => {
    expect(varName(['color', 'onPrimary'])).toBe('lib-color-on-primary');
    expect(varName(['font', 'size', 'md'])).toBe('lib-font-size-md');
    expect(vars.color.primary).toBe('var(--lib-color-primary)');
    expect(vars.color.warn).toBe('var(--lib-color-warn)');
    expect(vars.motion.dialogOpen).toBe('var(--lib-motion-dialog-open)');
  });

  it('carries the spec durations', () => {
    expect(lightTokens.motion.fieldMessage).toBe('300ms');
    expect(lightTokens.motion.dialogOpen).toBe('150ms');
    expect(lightTokens.motion.dialogClose).toBe('75ms');
  });

  it('gives the dark theme every colour', () => {
    expect(Object.keys(darkTokens.color).sort()).toEqual(Object.keys(lightTokens.color).sort());
  });

  it('documents exactly the public properties in README.md', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const documented = [...readme.matchAll(/^\| `(--lib-[a-z-]+)` +\|/gm)].map((m) => m[1]);
    expect(documented).toEqual(listProperties().map(([name]) => name));
  });
});
