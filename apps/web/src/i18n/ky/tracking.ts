import type { trackingTexts } from '../ru/tracking';
import type { Translation } from '../translation';

const texts: Translation<typeof trackingTexts> = {
  tracking: {
    label: 'Трек-номер',
    placeholder: 'Дүкөндүн катындагы номер',
    submit: 'Көз салуу',
    required: 'Трек-номерди жазыңыз',
    notFound: 'Мындай трек-номер табылган жок',
    notFoundHint:
      'Номерди текшериңиз: чоң же кичине тамга, боштуктар жана дефистер маанилүү эмес. Посылканы кампабыз кабыл алганда, ал ушул жерде чыгат.',
    failed: 'Трек-номерди текшерүү мүмкүн болгон жок',
    trackNumber: 'Трек-номер',
    warehouse: 'Кампа',
    route: 'Маршрут',
    dateSent: 'Жөнөтүлгөн күнү',
    dateArrived: 'Келген күнү',
    history: 'Абалынын тарыхы',
    historyEmpty: 'Абалынын тарыхы азырынча бош',
    declared_one: 'Ичиндеги нерселердин тизмеси: {{value}} суммасына {{count}} товар',
    declared_other: 'Ичиндеги нерселердин тизмеси: {{value}} суммасына {{count}} товар',
    declaredEmpty: 'Ичиндеги нерселердин тизмеси тазаланды',
  },
};
export default texts;
