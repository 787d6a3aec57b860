import type { purchaseTexts } from '../ru/purchase';
import type { Translation } from '../translation';

const texts: Translation<typeof purchaseTexts> = {
  purchase: {
    form: {
      fullName: 'Full name',
      fullNamePlaceholder: 'Aigul Asanova',
      url: 'Product link',
      urlPlaceholder: 'https://www.amazon.com/…',
      name: 'Product name',
      namePlaceholder: 'Nike Air Max sneakers',
      count: 'Quantity',
      email: 'Email',
      description: 'Description',
      descriptionPlaceholder: 'Size, color, model: anything that helps us pick exactly this item',
      telegram: 'Telegram',
      telegramPlaceholder: '@username',
      phone: 'WhatsApp',
      image: 'Product screenshot',
      image2: 'Second screenshot',
      imageHint: 'PNG, JPEG or WebP | Max file size 5 MB',
      submit: 'Send request',
      sending: 'Sending…',
      failed: 'Could not send your request',
    },
    accepted: {
      title: 'Request received',
      text: 'Thank you! We’ve received your buy-out request and will get back to you within 6 hours.',
      ok: 'OK',
    },
    shown: {
      waiting: 'Pending',
      processed: 'Processed',
      cancelled: 'Canceled',
    },
    paid: 'Paid',
    notPaid: 'Unpaid',
    paymentChecking: 'Payment being verified',
    noPrice: 'No price yet',
  },
};
export default texts;
