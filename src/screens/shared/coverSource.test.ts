import { describe, expect, it } from 'vitest';
import { configureApi } from '../../api/config';
import { coverSource } from './coverSource';

describe('coverSource', () => {
  it('gives a linked cover’s URL on the API server', () => {
    configureApi({ baseUrl: 'https://api.library.test/' });
    expect(coverSource({ coverUrl: '/api/books/12/cover?v=9e107d9d372bb682' })).toBe(
      'https://api.library.test/api/books/12/cover?v=9e107d9d372bb682',
    );
  });

  it('makes a JPEG data URL of the bare base64 a list carrying covers sends', () => {
    expect(coverSource({ imageBase64: '/9j/4AAQ' })).toBe('data:image/jpeg;base64,/9j/4AAQ');
  });

  it('gives null without a cover, so the card shows its placeholder', () => {
    expect(coverSource({})).toBeNull();
    expect(coverSource({ imageBase64: '' })).toBeNull();
  });
});
