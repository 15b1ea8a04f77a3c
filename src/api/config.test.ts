import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, getApiBase } from './config';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('configureApi', () => {
  it("takes the server's origin, without the trailing slash", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configureApi({ baseUrl: ' https://library.example.org/ ' });
    expect(getApiBase()).toBe('https://library.example.org');
    expect(warn).not.toHaveBeenCalled();
  });

  it("tells the page's author that a base ending in /api doubles it in every path", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configureApi({ baseUrl: 'https://library.example.org/api/' });
    expect(warn).toHaveBeenCalledWith(
      'Library Lending Kit: api-base "https://library.example.org/api" ends in /api; give the server\'s origin without it.',
    );
    // A server mounted under /api behind a proxy is still reached as told.
    expect(getApiBase()).toBe('https://library.example.org/api');
  });
});
