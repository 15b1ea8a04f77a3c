import { expect, it } from 'vitest';
import manifest from '../../custom-elements.json';
import { documentedElement } from '../../stories/customElements';

// One story file per element (the primitives' are in stories/ui/).
const storyFiles = import.meta.glob<{ default: { component?: unknown; parameters?: object } }>(
  '../../stories/*.stories.tsx',
  { eager: true },
);

it('gives every element a docs page with its custom-elements.json table', () => {
  const documented = Object.entries(storyFiles).map(
    ([file, { default: meta }]) => documentedElement(meta)?.tagName ?? `${file} names none`,
  );
  const tags = manifest.modules.flatMap((module) => module.declarations.map((d) => d.tagName));
  expect(documented.sort()).toEqual(tags.sort());
});
