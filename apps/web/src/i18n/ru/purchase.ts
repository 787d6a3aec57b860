import { addTexts } from '..';

// The buy-out request form and how a request's state reads. The form is shared by the public home
// page and the customer area, so these come with the form's own chunk, not with the entry.
export const purchaseTexts = {
  purchase: {
    form: {
      fullName: 'ФИО',
      fullNamePlaceholder: 'Айгуль Асанова',
      url: 'Ссылка на товар',
      urlPlaceholder: 'https://www.amazon.com/…',
      name: 'Название товара',
      namePlaceholder: 'Кроссовки Nike Air Max',
      count: 'Количество',
      email: 'Email',
      description: 'Описание',
      descriptionPlaceholder: 'Размер, цвет, модель — всё, что поможет выбрать именно этот товар',
      telegram: 'Telegram',
      telegramPlaceholder: '@username',
      phone: 'WhatsApp',
      image: 'Скриншот товара',
      image2: 'Второй скриншот',
      imageHint: 'Формат PNG, JPEG, WebP | Максимальный размер файла 5 МБ',
      submit: 'Отправить заявку',
      sending: 'Загрузка...',
      failed: 'Ошибка при отправке данных',
    },
    accepted: {
      title: 'Заявка принята',
      text: 'Спасибо! Мы получили вашу заявку на выкуп и свяжемся с вами в течение 6 часов.',
      ok: 'Хорошо',
    },
    shown: {
      waiting: 'В ожидании',
      processed: 'Обработан',
      cancelled: 'Отменён',
    },
    paid: 'Оплачено',
    notPaid: 'Не оплачено',
    paymentChecking: 'Оплата на проверке',
    noPrice: 'Цена не указана',
  },
} as const;

addTexts('purchase', purchaseTexts);
