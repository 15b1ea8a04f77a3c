import { describe, expect, it } from 'vitest';
import { tokenList } from './tokenList';

describe('tokenList', () => {
  it('joins the tokens given and leaves out the absent ones', () => {
    expect(tokenList('field', undefined)).toBe('field');
    expect(tokenList('button', false, 'primary', null, '', 'host')).toBe('button primary host');
    expect(tokenList(undefined, false)).toBe('');
  });
});
