import type { Language } from './i18n/languages';

/**
 * The sticker shop's catalogue (sticker orders, docs/sticker-orders.md): the spec's seal types with
 * their prices per one piece, in cents of the billing currency, and their names in every language.
 * Versioned with the code like the plans.
 */
export const sealTypes = ['laser', 'plastic_seal', 'sticker', 'polymer', 'seal'] as const;
export type SealType = (typeof sealTypes)[number];

export interface MarkMethod {
  type: SealType;
  /** Price of one piece in cents. */
  priceCents: number;
  /** Fewest pieces of this type in one order. */
  minQuantity: number;
  title: Record<Language, string>;
  description: Record<Language, string>;
}

export const markMethods: Record<SealType, MarkMethod> = {
  sticker: {
    type: 'sticker',
    priceCents: 5,
    minQuantity: 100,
    title: { en: 'Paper sticker', ua: 'Паперова наліпка', pl: 'Naklejka papierowa', ru: 'Бумажная наклейка' },
    description: {
      en: 'QR code sticker for indoor items, 35 x 35 mm',
      ua: 'Наліпка з QR-кодом для предметів у приміщенні, 35 x 35 мм',
      pl: 'Naklejka z kodem QR do przedmiotów w pomieszczeniach, 35 x 35 mm',
      ru: 'Наклейка с QR-кодом для предметов в помещении, 35 x 35 мм',
    },
  },
  polymer: {
    type: 'polymer',
    priceCents: 15,
    minQuantity: 50,
    title: { en: 'Polymer label', ua: 'Полімерна етикетка', pl: 'Etykieta polimerowa', ru: 'Полимерная этикетка' },
    description: {
      en: 'Waterproof polymer label for tools and outdoor equipment',
      ua: 'Водостійка полімерна етикетка для інструментів і обладнання надворі',
      pl: 'Wodoodporna etykieta polimerowa do narzędzi i sprzętu na zewnątrz',
      ru: 'Водостойкая полимерная этикетка для инструментов и уличного оборудования',
    },
  },
  laser: {
    type: 'laser',
    priceCents: 40,
    minQuantity: 20,
    title: { en: 'Laser-engraved plate', ua: 'Табличка з лазерним гравіюванням', pl: 'Tabliczka grawerowana laserowo', ru: 'Табличка с лазерной гравировкой' },
    description: {
      en: 'Anodised aluminium plate engraved with the QR code; lasts the life of the item',
      ua: 'Анодована алюмінієва табличка з вигравіюваним QR-кодом; служить весь термін предмета',
      pl: 'Anodowana tabliczka aluminiowa z grawerowanym kodem QR; wytrzymuje cały okres użytkowania',
      ru: 'Анодированная алюминиевая табличка с гравировкой QR-кода; служит весь срок предмета',
    },
  },
  plastic_seal: {
    type: 'plastic_seal',
    priceCents: 12,
    minQuantity: 50,
    title: { en: 'Plastic seal', ua: 'Пластикова пломба', pl: 'Plomba plastikowa', ru: 'Пластиковая пломба' },
    description: {
      en: 'Numbered tamper-evident plastic seal with a QR code',
      ua: 'Номерна пластикова пломба з QR-кодом, що показує розкриття',
      pl: 'Numerowana plomba plastikowa z kodem QR, pokazująca otwarcie',
      ru: 'Номерная пластиковая пломба с QR-кодом, показывающая вскрытие',
    },
  },
  seal: {
    type: 'seal',
    priceCents: 8,
    minQuantity: 100,
    title: { en: 'Seal sticker', ua: 'Наліпка-пломба', pl: 'Naklejka plombująca', ru: 'Наклейка-пломба' },
    description: {
      en: 'Void sticker that leaves a mark when peeled off',
      ua: 'Наліпка VOID, що залишає слід при знятті',
      pl: 'Naklejka VOID pozostawiająca ślad po oderwaniu',
      ru: 'Наклейка VOID, оставляющая след при снятии',
    },
  },
};
