import type { Preview } from '@storybook/react-vite';
import manifestJson from '../custom-elements.json';
import type { Manifest } from '../scripts/manifest.ts';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];
type ArgTypes = ReturnType<ArgTypesEnhancer>;

const manifest = manifestJson as Manifest;
const elements = new Map(
  manifest.modules.flatMap((module) => module.declarations).map((d) => [d.tagName, d]),
);

/**
 * The element a story file documents, from its meta: `parameters: { customElement: 'lib-x' }`, or
 * the `displayName` of its `component` (the fixtures' element wrappers set it to the tag).
 */
export function documentedElement(meta: { component?: unknown; parameters?: object }) {
  const named = (meta.parameters as { customElement?: string } | undefined)?.customElement;
  return elements.get(named ?? (meta.component as { displayName?: string })?.displayName ?? '');
}

/**
 * The docs table of an element's stories from custom-elements.json, as hosts read it: attributes,
 * events, CSS parts and CSS custom properties, each in its own category (documentation only, no
 * controls).
 */
export const customElementArgTypes: ArgTypesEnhancer = (context) => {
  const element = documentedElement(context);
  if (!element) return context.argTypes;

  const rows: ArgTypes = {};
  const add = (category: string, name: string, description: string, type?: string) => {
    rows[`${category}:${name}`] = {
      name,
      description,
      control: false,
      table: { category, ...(type ? { type: { summary: type } } : {}) },
    };
  };
  for (const a of element.attributes) add('attributes', a.name, a.description, a.type.text);
  for (const e of element.events) add('events', e.name, e.description, e.type.text);
  for (const p of element.cssParts) add('css parts', `::part(${p.name})`, p.description);
  for (const p of element.cssProperties) add('css custom properties', p.name, p.description);
  return { ...context.argTypes, ...rows };
};
