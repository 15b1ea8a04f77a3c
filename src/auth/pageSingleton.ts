/**
 * One instance per page, however many copies of the kit's script the page loads (two CMS blocks
 * may each include it): the instance lives on `globalThis` under a registry symbol.
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`library-lending-kit.${name}`);
  const scope = globalThis as unknown as Record<symbol, T | undefined>;
  return (scope[key] ??= create());
}
