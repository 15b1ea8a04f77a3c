import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens, varName } from './tokens';

/** The theme contract: `vars.color.primary` is `var(--lib-color-primary)`, a stable public name. */
export const vars = createGlobalThemeContract(lightTokens, (_value, path) => varName(path));
