import { describe, expect, it } from 'vitest';
import { sign } from '../../../../../payments-simulator/protocol';
import { hasValidSignature, scriptName, signature, signedString } from './signature';
import { readXml } from './xml';

// The signature rule checked against the examples of Freedom Pay's documentation (docs/payments.md).

describe('Freedom Pay signature', () => {
  it('signs init_payment.php as the documentation’s example: the script, the values sorted by name, the key', () => {
    const fields = {
      pg_order_id: '23',
      pg_merchant_id: '{{merchant_id}}',
      pg_amount: '25',
      pg_description: 'test',
      pg_salt: 'molbulak',
    };
    expect(signedString('init_payment.php', Object.entries(fields), '{{secret_key}}')).toBe(
      'init_payment.php;25;test;{{merchant_id}};23;molbulak;{{secret_key}}',
    );
  });

  it('signs cardstorage/add with the last segment of the path as the script (“add”)', () => {
    const fields = {
      pg_merchant_id: '{{paybox_merchant_id}}',
      pg_user_id: '1234',
      pg_post_link: '{{post_link}}',
      pg_back_link: 'http://site.kz/back',
      pg_salt: 'some random string',
    };
    expect(scriptName('https://api.freedompay.kg/v1/merchant/1/cardstorage/add')).toBe('add');
    expect(signedString('add', Object.entries(fields), '{{secret_key}}')).toBe(
      'add;http://site.kz/back;{{paybox_merchant_id}};{{post_link}};some random string;1234;{{secret_key}}',
    );
  });

  it('a path ending in a slash has an empty script name, which keeps its place', () => {
    expect(scriptName('https://kerben.kg/api/payments/freedompay/result/')).toBe('');
    expect(scriptName('https://kerben.kg/api/payments/freedompay/result?x=1')).toBe('result');
    expect(signedString('', [['pg_salt', 's']], 'k')).toBe(';s;k');
  });

  it('flattens nested XML elements in place, names sorted at each level, repeated names in order', () => {
    const fields = readXml(
      '<?xml version="1.0" encoding="utf-8"?><response><pg_status>ok</pg_status><pg_refund_payments><pg_refund_payment><pg_payment_id>2</pg_payment_id><pg_amount>-10</pg_amount></pg_refund_payment><pg_refund_payment><pg_payment_id>3</pg_payment_id><pg_amount>-5</pg_amount></pg_refund_payment></pg_refund_payments><pg_amount>10</pg_amount><pg_order_id/></response>',
    );
    expect(fields).toBeDefined();
    expect(signedString('get_status3.php', fields ?? [], 'k')).toBe('get_status3.php;10;;-10;2;-5;3;ok;k');
  });

  it('agrees with the simulator’s own reading of the rule, and refuses a changed field or a wrong key', () => {
    const fields = { pg_payment_id: '7', pg_amount: '2098.80', pg_currency: 'KGS', pg_result: '1', pg_salt: 'abc' };
    const sig = sign('result', fields, 'secret-key');
    expect(signature('result', Object.entries(fields), 'secret-key')).toBe(sig);
    expect(hasValidSignature('result', Object.entries({ ...fields, pg_sig: sig }), 'secret-key')).toBe(true);
    expect(hasValidSignature('result', Object.entries({ ...fields, pg_amount: '1.00', pg_sig: sig }), 'secret-key')).toBe(false);
    expect(hasValidSignature('result', Object.entries({ ...fields, pg_sig: sig }), 'other-key')).toBe(false);
    expect(hasValidSignature('result', Object.entries(fields), 'secret-key')).toBe(false);
  });
});
