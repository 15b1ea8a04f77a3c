import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest, MANIFEST_FILE, serialize } from '../../scripts/manifest.ts';

describe('custom-elements.json', () => {
  const manifest = buildManifest();

  it('is what `npm run manifest` generates from the element files (run it after changing one)', () => {
    expect(readFileSync(MANIFEST_FILE, 'utf8')).toBe(serialize(manifest));
  });

  it('documents every element with its summary, api-base and the CSS it offers hosts', () => {
    for (const { declarations } of manifest.modules) {
      const [element] = declarations;
      expect(element!.tagName).toMatch(/^lib-[a-z-]+$/);
      expect(element!.summary, element!.tagName).not.toBe('');
      expect(element!.attributes.map((attribute) => attribute.name)).toContain('api-base');
      expect(element!.cssParts.length + element!.cssProperties.length).toBeGreaterThan(0);
    }
  });

  it('names the attributes kebab-case and the events lib-*', () => {
    for (const { declarations } of manifest.modules) {
      for (const attribute of declarations[0]!.attributes) {
        expect(attribute.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      }
      for (const event of declarations[0]!.events) expect(event.name).toMatch(/^lib-[a-z-]+$/);
    }
  });
});
