import { describe, expect, it } from 'vitest';
import { categorySchema, logoSchema, productSchema, siteSchema, siteUpdateSchema } from './catalog';
import { normalizeShopUrl } from './fields';
import './zod-locale';

function fieldErrors(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return (result.error as { flatten(): { fieldErrors: Record<string, string[]> } }).flatten().fieldErrors;
}

describe('normalizeShopUrl', () => {
  it('keeps http and https links with a real host', () => {
    expect(normalizeShopUrl('https://www.amazon.com/deals?x=1')).toBe('https://www.amazon.com/deals?x=1');
    expect(normalizeShopUrl('  http://trendyol.com ')).toBe('http://trendyol.com/');
    expect(normalizeShopUrl('https://магазин.рф/')).toMatch(/^https:\/\/xn--[a-z0-9]+\.xn--p1ai\/$/);
  });
  it('adds https:// to a link typed without a scheme', () => {
    expect(normalizeShopUrl('amazon.com/deals')).toBe('https://amazon.com/deals');
    expect(normalizeShopUrl('shop.example.com:8080/a')).toBe('https://shop.example.com:8080/a');
    expect(normalizeShopUrl('//ebay.com')).toBe('https://ebay.com/');
  });
  it('refuses other schemes, hosts without a domain and garbage', () => {
    for (const bad of [
      'javascript:alert(1)',
      'ftp://files.example.com',
      'mailto:shop@example.com',
      'data:text/html,hi',
      'http://',
      'https://localhost',
      'https://amazon',
      'not a link',
      'https://user:pass@example.com',
      'https://exa_mple.com',
    ]) {
      expect(normalizeShopUrl(bad), bad).toBeNull();
    }
  });
});

describe('siteSchema', () => {
  it('needs a name, a link and a category', () => {
    expect(fieldErrors(siteSchema, {})).toEqual({
      name: ['Введите название сайта'],
      url: ['Введите ссылку на сайт'],
      category: ['Выберите категорию'],
    });
    expect(fieldErrors(siteSchema, { name: '   ', url: 'javascript:alert(1)', category: 'abc' })).toEqual({
      name: ['Введите название сайта'],
      url: ['Введите корректную ссылку'],
      category: ['Выберите категорию'],
    });
  });
  it('parses multipart strings and trims', () => {
    expect(siteSchema.parse({ name: ' Amazon ', url: 'amazon.com', category: '2', country: '3', description: ' Всё ' })).toEqual({
      name: 'Amazon',
      url: 'https://amazon.com/',
      category: 2,
      country: 3,
      description: 'Всё',
    });
  });
  it('lets an update clear the country and leave the rest', () => {
    expect(siteUpdateSchema.parse({ country: null })).toEqual({ country: null });
    expect(siteUpdateSchema.parse({ country: '' })).toEqual({ country: null });
    expect(siteUpdateSchema.parse({})).toEqual({});
    expect(fieldErrors(siteUpdateSchema, { country: '0' })).toEqual({ country: ['Выберите страну из списка'] });
  });
});

describe('categorySchema, logoSchema, productSchema', () => {
  it('category names are required and trimmed', () => {
    expect(fieldErrors(categorySchema, { name: ' ' })).toEqual({ name: ['Введите название категории'] });
    expect(categorySchema.parse({ name: ' Одежда ' })).toEqual({ name: 'Одежда' });
  });
  it('a logo link is optional but must be a link when given', () => {
    expect(logoSchema.parse({})).toEqual({});
    expect(logoSchema.parse({ link: '' })).toEqual({ link: '' });
    expect(logoSchema.parse({ link: null })).toEqual({ link: '' });
    expect(logoSchema.parse({ link: 'iherb.com' })).toEqual({ link: 'https://iherb.com/' });
    expect(fieldErrors(logoSchema, { link: 'javascript:void(0)' })).toEqual({ link: ['Введите корректную ссылку'] });
  });
  it('every product field is required with the one alert of the dialog', () => {
    expect(fieldErrors(productSchema, {})).toEqual({
      title: ['Все поля должны быть заполнены'],
      link: ['Все поля должны быть заполнены'],
    });
    expect(fieldErrors(productSchema, { title: 'Кроссовки', link: 'ftp://x.com' })).toEqual({
      link: ['Введите корректную ссылку'],
    });
  });
  it('refuses a NUL character, which the database cannot store', () => {
    expect(fieldErrors(categorySchema, { name: 'a\u0000b' })).toEqual({ name: ['Текст содержит недопустимый символ'] });
  });
});
