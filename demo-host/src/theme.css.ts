import { assignVars, globalStyle } from '@vanilla-extract/css';
import { darkTokens, lightTokens } from '../../src/theme/tokens';
import { vars } from '../../src/theme/vars.css';

/*
 * The kit's theme on the page itself, so the header and the host's own pages (host.css) take the
 * elements' colours: light, or dark where the reader's system is (the elements follow it through
 * their `data-theme="auto"`).
 */
globalStyle(':root', { vars: assignVars(vars, lightTokens) });
globalStyle(':root', {
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: assignVars(vars, { ...lightTokens, ...darkTokens }),
      colorScheme: 'dark',
    },
  },
});
