import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages, setMessages, t } from './messages';
import { definedTexts } from './texts';

afterEach(() => {
  resetMessages();
  vi.restoreAllMocks();
});

// This file loads no group up front, as a page loads none before its first element.
describe('texts that load with their elements', () => {
  it('are unknown, and shown as their key, until their group loads', async () => {
    expect(definedTexts('analytics')).toBeUndefined();
    expect(t('analytics.heading')).toBe('analytics.heading');
    await import('./en/analytics');
    expect(t('analytics.heading')).toBe('Analytics');
  });

  it('take overrides given before they load, and drop misspelt ones with a warning then', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(definedTexts('delivery')).toBeUndefined();
    setMessages({ delivery: { heading: 'Meine Aufgaben', headnig: 'typo' } } as never);
    expect(warn).not.toHaveBeenCalled();
    expect(t('delivery.heading')).toBe('Meine Aufgaben');

    await import('./en/delivery');
    expect(t('delivery.heading')).toBe('Meine Aufgaben');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"delivery.headnig"'));
    expect(t('delivery.headnig' as never)).toBe('delivery.headnig');
  });

  it('report a misspelt group at once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setMessages({ delivrey: { heading: 'x' } } as never);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"delivrey"'));
  });
});
