import { loadContract } from '../contract/contract.ts';

/**
 * The methods the contract has for a request path, so that a path the API has, asked with another
 * method, is 405 with `Allow` rather than 404 as if it were not there. HEAD comes with GET.
 */
export function methodsFor(): (path: string) => string[] {
  const routes = new Map<RegExp, Set<string>>();
  for (const { path, method } of loadContract().operations) {
    const pattern = new RegExp(`^${path.replace(/\{[^/}]+\}/g, '[^/]+')}$`);
    const known = [...routes.keys()].find((existing) => existing.source === pattern.source);
    const methods = known ? routes.get(known)! : new Set<string>();
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
    if (!known) routes.set(pattern, methods);
  }
  return (path) => {
    const allowed = new Set<string>();
    for (const [pattern, methods] of routes) {
      if (pattern.test(path)) for (const method of methods) allowed.add(method);
    }
    return [...allowed];
  };
}
