import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withNamedImports } from '../../scripts/react-esm.ts';

const require = createRequire(import.meta.url);

describe('withNamedImports: @floating-ui/react through the React facades', () => {
  it('makes namespace reads named imports, SafeReact included', () => {
    const code = [
      "import * as React from 'react';",
      "import * as ReactDOM from 'react-dom';",
      'const SafeReact = {',
      '  ...React',
      '};',
      'const useReactId = SafeReact.useId;',
      'function useThing() { const ref = React.useRef(null); React.useEffect(() => {}); return ref; }',
      'ReactDOM.flushSync(() => {});',
    ].join('\n');
    expect(withNamedImports(code)).toBe(
      [
        "import { useId as React$useId, useRef as React$useRef, useEffect as React$useEffect } from 'react';",
        "import { flushSync as ReactDOM$flushSync } from 'react-dom';",
        '',
        'const useReactId = React$useId;',
        'function useThing() { const ref = React$useRef(null); React$useEffect(() => {}); return ref; }',
        'ReactDOM$flushSync(() => {});',
      ].join('\n'),
    );
  });

  it('refuses a namespace read otherwise than by name', () => {
    expect(() =>
      withNamedImports("import * as React from 'react';\nconst all = Object.keys(React);"),
    ).toThrow(/otherwise than by name/);
  });

  it('refuses reads of a namespace imported in another form', () => {
    expect(() => withNamedImports('import * as React from "react";\nReact.useRef();')).toThrow(
      /reads React without/,
    );
  });

  it('takes the installed @floating-ui/react and @floating-ui/react-dom', () => {
    const dist = (name: string) => path.dirname(require.resolve(name));
    for (const file of [
      path.join(dist('@floating-ui/react'), 'floating-ui.react.mjs'),
      path.join(dist('@floating-ui/react'), 'floating-ui.react.utils.mjs'),
      path.join(dist('@floating-ui/react-dom'), 'floating-ui.react-dom.mjs'),
    ]) {
      const named = withNamedImports(readFileSync(file, 'utf8'));
      expect(named).not.toMatch(/import \* as React/);
      expect(named).toMatch(/useRef as React\$useRef/);
    }
  });
});
