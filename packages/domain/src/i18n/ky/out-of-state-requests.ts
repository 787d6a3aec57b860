import type { OUT_OF_STATE_MSG as RU_OUT_OF_STATE_MSG } from '../../out-of-state-requests';
import type { MessageTranslation } from '../translation';

export const OUT_OF_STATE_MSG: MessageTranslation<typeof RU_OUT_OF_STATE_MSG> = {
  required: 'Бул талааны толтуруу милдеттүү!',
  emailInvalid: 'Электрондук почта туура эмес',
  phoneInvalid: 'Телефон номери туура эмес',
  telegramInvalid: 'Username туура эмес',
  weightInvalid: 'Салмакты нөлдөн чоң сан менен көрсөтүңүз, мисалы 12.5',
  weightTooLarge: (max: number) => `Эң көп ${max} кг`,
  notFound: 'Өтүнмө табылган жок',
};
