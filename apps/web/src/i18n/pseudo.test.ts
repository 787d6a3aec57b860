import { MSG } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '.';
import { pseudoText, startPseudo } from './pseudo';

describe('the pseudo-locale', () => {
  it('wraps a text around its placeholders and tags', () => {
    expect(pseudoText('Parcel {{name}} saved')).toBe('⟦Parcel ⟧{{name}}⟦ saved⟧');
    expect(pseudoText('Read <1>the terms</1>.')).toBe('⟦Read ⟧<1>⟦the terms⟧</1>⟦.⟧');
    expect(pseudoText('{{count}} kg')).toBe('{{count}}⟦ kg⟧');
  });

  it('turns the app to English with every catalogue text and domain message wrapped', async () => {
    await startPseudo();
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.cancel')).toBe('⟦Cancel⟧');
    expect(MSG.required).toBe('⟦This field is required⟧');
    expect(MSG.tooLong(20)).toBe('⟦No more than 20 characters⟧');
    // A part added later is wrapped as it arrives.
    i18n.addResourceBundle('en', 'translation', { later: { text: 'Later {{name}}' } }, true, true);
    expect(i18n.store.data.en?.translation).toMatchObject({ later: { text: '⟦Later ⟧{{name}}' } });
  });
});
