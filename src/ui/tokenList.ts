/**
 * A DOM token list (a `class`, an `aria-describedby`) of the tokens given, leaving out the absent
 * ones: `tokenList(styles.field, className)` is `styles.field` when there is no `className`.
 */
export const tokenList = (...tokens: (string | false | null | undefined)[]): string =>
  tokens.filter(Boolean).join(' ');
