import { addTexts } from '..';

// A customer's money as both areas show it: the balance, invoices with their lines, the ledger
// («Оплата» in /user, a user's account and a parcel's invoices in /admin). The components that show
// them import this module, so the texts come with their chunks.
export const moneyTexts = {
  money: {
    usdKgs: '{{usd}} · {{kgs}}',
    balance: {
      title: 'Баланс и счета',
      balance: 'Баланс',
      owed: 'К оплате',
      credit: 'Переплата',
      nothingOwed: 'Долгов нет',
      rate: 'Сомы по курсу {{rate}} за $1',
      loadFailed: 'Не удалось загрузить баланс',
    },
    pickup: {
      title: 'В пункте выдачи',
      text: 'Посылки ждут вас в пункте выдачи. Назовите код выдачи оператору: без кода посылку не выдадут.',
      code: 'Код выдачи',
      codeHint: 'Сообщите код только тому, кого посылаете за посылкой.',
      locked: 'Код заблокирован после 5 неверных попыток до {{time}}. Отправьте новый код.',
      resend: 'Отправить новый код',
      resent: 'Новый код выдачи отправлен на почту и показан здесь',
      resendFailed: 'Не удалось отправить код',
      due: 'К оплате: {{amount}}',
      paid: 'Оплачено',
      invoice: 'Счёт № {{number}}',
    },
    invoice: {
      title: 'Счёт № {{number}}',
      issued: 'Выставлен {{date}}',
      paidAt: 'Оплачен {{date}}',
      voided: 'Аннулирован {{date}}. Причина: {{reason}}',
      parcel: 'Посылка «{{name}}»',
      parcelTrack: 'Посылка «{{name}}», трек-номер {{track}}',
      purchase: 'Выкуп «{{name}}»',
      linesCaption: 'Строки счёта № {{number}}',
      line: 'Наименование',
      amount: 'Сумма',
      total: 'Итого',
      totalKgs: 'В сомах по курсу {{rate}} за $1',
      paidBy: 'Оплата: {{method}}, {{amount}}',
      pdf: 'PDF',
      pdfNamed: 'Счёт № {{number}} в PDF',
      receipt: 'Чек',
      receiptNamed: 'Чек оплаты счёта № {{number}}',
      openFailed: 'Не удалось открыть документ',
      showLines: 'Строки счёта',
    },
    invoices: {
      openTab: 'К оплате',
      paidTab: 'Оплаченные',
      all: 'Счета',
      noneOpen: 'Неоплаченных счетов нет.',
      nonePaid: 'Оплаченных счетов пока нет.',
      none: 'Счетов пока нет.',
      loadFailed: 'Не удалось загрузить счета',
      pages: 'Страницы счетов',
    },
    ledger: {
      title: 'История платежей',
      tab: 'История',
      caption: 'История начислений и оплат',
      date: 'Дата',
      what: 'Операция',
      amount: 'Сумма, $',
      received: 'Получено',
      by: 'Провёл',
      empty: 'Операций пока нет.',
      loadFailed: 'Не удалось загрузить историю',
      pages: 'Страницы истории',
      invoice: 'счёт № {{number}}',
    },
  },
};

addTexts('money', moneyTexts);
