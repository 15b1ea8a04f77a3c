import { describe, expect, it } from 'vitest';
import { adoptKitStyles } from './styles';

describe('adoptKitStyles', () => {
  it('leaves a DOM without constructable stylesheets (jsdom in a host’s tests) unstyled, not failing', () => {
    const root = {} as ShadowRoot; // no adoptedStyleSheets, as in jsdom
    expect(() => adoptKitStyles(root)).not.toThrow();
  });
});
