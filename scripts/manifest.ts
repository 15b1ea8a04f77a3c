/**
 * Generates `custom-elements.json` (Custom Elements Manifest, schema 2.1.0) from the element files:
 * `src/elements/lib-*.ts` (not the factory's sample), each an `export const LibX = defineElement(
 * 'lib-x', …, { attributes, events })` under a JSDoc block with `@summary`, `@attr`, `@event`,
 * `@csspart` and `@cssproperty` tags (`@attr name - description`).
 *
 * Attribute types come from the `attributes` option (string, number, boolean, json); a documented
 * attribute or event that the definition does not declare, or the other way round, is an error, so
 * the manifest cannot drift from the code. Run: `npm run manifest`; tests/unit/custom-elements.test.ts
 * fails when the committed file is not what this produces.
 */
import { globSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
export const MANIFEST_FILE = path.join(root, 'custom-elements.json');

/** Every element takes this attribute (see `API_BASE_ATTRIBUTE` in src/elements/define.ts). */
const SHARED_ATTRIBUTES = new Set(['api-base']);

interface Described {
  name: string;
  description: string;
}
interface Attribute extends Described {
  fieldName?: string;
  type: { text: string };
}
interface Event extends Described {
  type: { text: string };
}
interface Declaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary: string;
  description: string;
  superclass: { name: 'HTMLElement' };
  attributes: Attribute[];
  events: Event[];
  cssParts: Described[];
  cssProperties: Described[];
}
interface Module {
  kind: 'javascript-module';
  path: string;
  declarations: Declaration[];
  exports: {
    kind: 'js' | 'custom-element-definition';
    name: string;
    declaration: { name: string; module: string };
  }[];
}
export interface Manifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: Module[];
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function fail(file: string, message: string): never {
  throw new Error(`${path.relative(root, file)}: ${message}`);
}

/** `name - description` of a tag such as `@attr library-id - Show this library's books.` */
function namedTag(file: string, tag: ts.JSDocTag): Described {
  const text = oneLine(ts.getTextOfJSDocComment(tag.comment) ?? '');
  const match = /^(\S+)\s+-\s+(.+)$/.exec(text);
  if (!match) fail(file, `@${tag.tagName.text} needs "name - description", not "${text}"`);
  return { name: match[1]!, description: match[2]! };
}

function stringsOf(node: ts.Expression | undefined): string[] {
  if (!node || !ts.isArrayLiteralExpression(node)) return [];
  return node.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
}

function property(options: ts.ObjectLiteralExpression | undefined, name: string) {
  const found = options?.properties.find(
    (prop): prop is ts.PropertyAssignment =>
      ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && prop.name.text === name,
  );
  return found?.initializer;
}

function readElement(file: string): Module {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const call = declaration.initializer;
      if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'defineElement') {
        continue;
      }
      const [tagArg, , optionsArg] = call.arguments;
      if (!tagArg || !ts.isStringLiteralLike(tagArg)) fail(file, 'the tag must be a string');
      const name = declaration.name.getText();
      const options =
        optionsArg && ts.isObjectLiteralExpression(optionsArg) ? optionsArg : undefined;
      const module = `dist/elements/${path.basename(file, '.ts')}.js`;
      return {
        kind: 'javascript-module',
        path: module,
        declarations: [describe(file, declaration, name, tagArg.text, options)],
        exports: [
          { kind: 'js', name, declaration: { name, module } },
          { kind: 'custom-element-definition', name: tagArg.text, declaration: { name, module } },
        ],
      };
    }
  }
  fail(file, 'no `export const X = defineElement(...)`');
}

function describe(
  file: string,
  declaration: ts.VariableDeclaration,
  name: string,
  tagName: string,
  options: ts.ObjectLiteralExpression | undefined,
): Declaration {
  const docs = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc);
  const doc = docs.at(-1);
  if (!doc) fail(file, `${name} has no JSDoc block`);
  const tags = doc.tags ?? [];
  const byName = (tagName: string) => tags.filter((tag) => tag.tagName.text === tagName);

  const declaredTypes = new Map<string, { fieldName: string; type: string }>();
  const attributesOption = property(options, 'attributes');
  if (attributesOption && ts.isObjectLiteralExpression(attributesOption)) {
    for (const prop of attributesOption.properties) {
      if (!ts.isPropertyAssignment(prop) || !ts.isStringLiteralLike(prop.initializer)) continue;
      const fieldName = prop.name.getText();
      declaredTypes.set(kebab(fieldName), { fieldName, type: prop.initializer.text });
    }
  }
  const attributes = byName('attr').map((tag): Attribute => {
    const { name: attribute, description } = namedTag(file, tag);
    const declared = declaredTypes.get(attribute);
    if (!declared && !SHARED_ATTRIBUTES.has(attribute)) {
      fail(file, `@attr ${attribute} is documented but not in the element's attributes`);
    }
    return declared
      ? {
          name: attribute,
          fieldName: declared.fieldName,
          type: { text: declared.type },
          description,
        }
      : { name: attribute, type: { text: 'string' }, description };
  });
  for (const attribute of declaredTypes.keys()) {
    if (!attributes.some((documented) => documented.name === attribute)) {
      fail(file, `the attribute ${attribute} has no @attr`);
    }
  }

  const declaredEvents = stringsOf(property(options, 'events'));
  const events = byName('event').map((tag): Event => {
    const event = namedTag(file, tag);
    if (!declaredEvents.includes(event.name)) {
      fail(file, `@event ${event.name} is documented but not in the element's events`);
    }
    return { ...event, type: { text: `CustomEvent<LibEventMap['${event.name}']>` } };
  });
  for (const event of declaredEvents) {
    if (!events.some((documented) => documented.name === event)) {
      fail(file, `the event ${event} has no @event`);
    }
  }

  const summaryTag = byName('summary')[0];
  return {
    kind: 'class',
    name,
    tagName,
    customElement: true,
    summary: oneLine(ts.getTextOfJSDocComment(summaryTag?.comment) ?? ''),
    description: oneLine(ts.getTextOfJSDocComment(doc.comment) ?? ''),
    superclass: { name: 'HTMLElement' },
    attributes,
    events,
    cssParts: byName('csspart').map((tag) => namedTag(file, tag)),
    cssProperties: byName('cssproperty').map((tag) => namedTag(file, tag)),
  };
}

/** The manifest of the element files in the working tree. */
export function buildManifest(): Manifest {
  const files = globSync('src/elements/lib-*.ts', { cwd: root })
    .filter((file) => !path.basename(file).startsWith('lib-sample-'))
    .sort()
    .map((file) => path.join(root, file));
  return { schemaVersion: '2.1.0', readme: 'README.md', modules: files.map(readElement) };
}

export const serialize = (manifest: Manifest) => `${JSON.stringify(manifest, null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const manifest = buildManifest();
  writeFileSync(MANIFEST_FILE, serialize(manifest));
  console.log(`custom-elements.json: ${manifest.modules.length} elements.`);
}
