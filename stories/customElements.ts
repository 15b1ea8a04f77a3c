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
 * The docs table of an element's stories from custom-elements.json, as hosts read it: attributes,
 * events, CSS parts and CSS custom properties, each in its own category (documentation only, no
 * controls). A story file names its element with `parameters: { customElement: 'lib-x' }`, or
 * by the `displayName` of its `component` (the fixtures' element wrappers set it to the tag).
 */
export const customElementArgTypes: ArgTypesEnhancer = (context) => {
  const component = context.component as { displayName?: string } | undefined;
  const tag = (context.parameters.customElement as string | undefined) ?? component?.displayName;
  const element = tag ? elements.get(tag) : undefined;
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
