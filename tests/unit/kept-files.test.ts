import { describe, expect, it } from 'vitest';
import { KEPT_FILES_MAX_BYTES, keptByField, keptFilesFit } from '@domain/forms/kept-files';
import { loginBeforeForm } from '@domain/use-cases/admissions/form-login';

const file = (prop: string, name: string, size = 10) => ({
  prop,
  name,
  type: 'image/png',
  size,
  dataUrl: '',
});

describe('files kept across a login (issue 23 defect 10)', () => {
  it('keeps picked files while all of them stay within 2 MB; nothing picked is nothing to keep', () => {
    expect(keptFilesFit([], [{ size: 1000 }])).toBe(true);
    expect(keptFilesFit([], [{ size: KEPT_FILES_MAX_BYTES }])).toBe(true);
    expect(keptFilesFit([{ size: KEPT_FILES_MAX_BYTES - 10 }], [{ size: 11 }])).toBe(false);
    expect(keptFilesFit([{ size: 5 }], [])).toBe(false);
  });

  it('groups kept files by their field, in the order picked', () => {
    const by = keptByField([file('a', '1'), file('b', '2'), file('a', '3')]);
    expect([...by.keys()]).toEqual(['a', 'b']);
    expect(by.get('a')!.map((f) => f.name)).toEqual(['1', '3']);
  });
});

describe('loginBeforeForm', () => {
  it('the mini-program logs in before the form; other hosts and a logged-in person go straight on', () => {
    expect(loginBeforeForm({ miniappWebview: true }, false)).toBe(true);
    expect(loginBeforeForm({ miniappWebview: true }, true)).toBe(false);
    expect(loginBeforeForm({ miniappWebview: false }, false)).toBe(false);
  });
});
