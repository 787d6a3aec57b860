import type { purchaseTexts } from '../ru/purchase';
import type { Translation } from '../translation';

const texts: Translation<typeof purchaseTexts> = {
  purchase: {
    form: {
      fullName: 'Аты-жөнү',
      fullNamePlaceholder: 'Айгүл Асанова',
      url: 'Товардын шилтемеси',
      urlPlaceholder: 'https://www.amazon.com/…',
      name: 'Товардын аталышы',
      namePlaceholder: 'Nike Air Max кроссовкалары',
      count: 'Саны',
      email: 'Электрондук почта',
      description: 'Сүрөттөмө',
      descriptionPlaceholder: 'Размери, түсү, модели: так ушул товарды тандоого жардам бере турган баары',
      telegram: 'Telegram',
      telegramPlaceholder: '@username',
      phone: 'WhatsApp',
      image: 'Товардын скриншоту',
      image2: 'Экинчи скриншот',
      imageHint: 'PNG, JPEG, WebP форматы | Файлдын эң чоң көлөмү 5 МБ',
      submit: 'Өтүнмө жөнөтүү',
      sending: 'Жөнөтүлүүдө…',
      failed: 'Маалыматтарды жөнөтүү мүмкүн болгон жок',
    },
    accepted: {
      title: 'Өтүнмө кабыл алынды',
      text: 'Рахмат! Сатып алып берүүгө өтүнмөңүздү алдык, 6 сааттын ичинде сиз менен байланышабыз.',
      ok: 'Жакшы',
    },
    shown: {
      waiting: 'Күтүүдө',
      processed: 'Иштелип чыкты',
      cancelled: 'Жокко чыгарылды',
    },
    paid: 'Төлөндү',
    notPaid: 'Төлөнгөн жок',
    paymentChecking: 'Төлөм текшерилүүдө',
    noPrice: 'Баасы көрсөтүлгөн эмес',
  },
};
export default texts;
