/**
 * The raw values of the kit's design tokens. Each leaf becomes a public custom property whose
 * name is its path in kebab-case behind `--lib-` (`color.onPrimary` → `--lib-color-on-primary`).
 * The full list, with what each one does, is in `README.md`; a unit test keeps the two in step.
 */

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const lightTokens = {
  color: {
    primary: '#3f51b5',
    onPrimary: '#ffffff',
    warn: '#c62828',
    onWarn: '#ffffff',
    success: '#2e7d32',
    onSuccess: '#ffffff',
    background: '#fafafa',
    surface: '#ffffff',
    text: '#1f1f1f',
    muted: '#5f6368',
    border: '#8c8c8c',
    divider: '#e0e0e0',
    focusRing: '#1a73e8',
    overlay: 'rgba(0, 0, 0, 0.45)',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    full: '999px',
  },
  font: {
    family: fontStack,
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.5rem',
    },
    weight: {
      regular: '400',
      medium: '500',
      bold: '700',
    },
    lineHeight: '1.5',
  },
  shadow: {
    low: '0 1px 2px rgba(0, 0, 0, 0.2), 0 1px 3px 1px rgba(0, 0, 0, 0.1)',
    medium: '0 2px 6px 2px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.24)',
    high: '0 8px 24px 4px rgba(0, 0, 0, 0.16), 0 4px 8px rgba(0, 0, 0, 0.2)',
  },
  motion: {
    fieldMessage: '300ms',
    dialogOpen: '150ms',
    dialogClose: '75ms',
    fast: '120ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  layer: {
    dialog: '1000',
    tooltip: '1100',
  },
};

export type ThemeTokens = typeof lightTokens;

/** The dark theme changes colours and shadows only; sizes and motion are shared. */
export const darkTokens: Pick<ThemeTokens, 'color' | 'shadow'> = {
  color: {
    primary: '#9fa8da',
    onPrimary: '#121212',
    warn: '#ef9a9a',
    onWarn: '#121212',
    success: '#81c784',
    onSuccess: '#121212',
    background: '#121212',
    surface: '#1e1e1e',
    text: '#ececec',
    muted: '#b4b4b4',
    border: '#8a8a8a',
    divider: '#3a3a3a',
    focusRing: '#8ab4f8',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: {
    low: '0 1px 2px rgba(0, 0, 0, 0.6), 0 1px 3px 1px rgba(0, 0, 0, 0.3)',
    medium: '0 2px 6px 2px rgba(0, 0, 0, 0.4), 0 1px 2px rgba(0, 0, 0, 0.6)',
    high: '0 8px 24px 4px rgba(0, 0, 0, 0.5), 0 4px 8px rgba(0, 0, 0, 0.6)',
  },
};

/** Durations under `prefers-reduced-motion: reduce`: things still change, without movement. */
export const reducedMotion: Pick<
  ThemeTokens['motion'],
  'fieldMessage' | 'dialogOpen' | 'dialogClose' | 'fast'
> = {
  fieldMessage: '0ms',
  dialogOpen: '0ms',
  dialogClose: '0ms',
  fast: '0ms',
};

const kebab = (segment: string): string => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom-property name (without `--`) of the token at `path`. */
export function varName(path: readonly string[]): string {
  return ['lib', ...path.map(kebab)].join('-');
}

/** Every public custom property with its light-theme value, in declaration order. */
export function listProperties(
  tokens: object = lightTokens,
  path: string[] = [],
): [string, string][] {
  return Object.entries(tokens).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`--${varName([...path, key])}`, value]]
      : listProperties(value as object, [...path, key]),
  );
}

/** Attribute and class that switch an element (or any container) to the dark theme. */
export const themeAttribute = 'data-theme';
export const darkThemeClass = 'lib-theme-dark';
