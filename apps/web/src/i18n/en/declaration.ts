import type { declarationTexts } from '../ru/declaration';
import type { Translation } from '../translation';

const texts: Translation<typeof declarationTexts> = {
  declaration: {
    title: 'Contents list',
    hint: 'What’s in the parcel and what it cost: customs clears the parcel based on this list.',
    description: 'Description',
    descriptionOf: 'Description of item {{n}}',
    descriptionPlaceholder: 'For example, Nike sneakers',
    quantity: 'Qty',
    quantityOf: 'Quantity of item {{n}}',
    price: 'Unit price, $',
    priceOf: 'Unit price of item {{n}}, $',
    add: 'Add item',
    remove: 'Remove item {{n}}',
    total: 'Declared value: {{value}}',
    empty: 'No contents listed',
    declared: 'Declared: {{value}}',
    dutyBadge: 'duty ≈ €{{amount}}',
    itemLine: '{{description}} × {{quantity}} at {{price}}',
    columns: {
      description: 'Item',
      quantity: 'Qty',
      price: 'Price',
      sum: 'Total',
    },
  },
  duty: {
    dueTitle: 'Customs duty may apply: ≈ €{{amount}}',
    overValue: 'The value is €{{over}} over the €{{limit}} duty-free limit.',
    overValueNoLimit: 'The value is €{{over}} over the duty-free limit.',
    overWeight: 'The weight is {{over}} kg over the {{limit}} kg limit.',
    overWeightNoLimit: 'The weight is {{over}} kg over the duty-free limit.',
    note: 'This is an estimate under EAEU rules for personal parcels; customs will set the exact amount.',
    free: 'No duty expected: up to €{{value}} and {{weight}} kg per parcel.',
    freeShort: 'No duty expected',
    unweighed: 'Until the parcel is weighed, the estimate is based on value only.',
  },
};
export default texts;
