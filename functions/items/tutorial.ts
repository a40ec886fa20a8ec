import type { Language } from '../../shared/i18n/languages';
import { effectivePlan } from '../../shared/plans';
import { requireCompany } from '../company/public';
import type { Tenant } from '../lib/http/session';
import { createItemsStep, reserveItemRange, settleItemSets } from './bulk';
import type { NewItemFields } from './creation';
import { tutorialMarkerPut } from './store/writes';

/**
 * The three test items a company gets with the panel's tour (spec: "three test items in the
 * tutorial"; docs/tour.md), titled in the creator's language. They are ordinary items: counted,
 * searchable, within the plan's limit, deletable. One marker record (PK COMPANY#<id>, SK TUTORIAL)
 * is written in the same transaction, so a repeated call adds nothing.
 */
interface TutorialItem {
  titles: Record<Language, string>;
  brand: string;
  model: string;
  priceCents: number;
}

const tutorialItems: readonly TutorialItem[] = [
  {
    titles: { en: 'Laptop (test item)', ua: 'Ноутбук (тестовий предмет)', pl: 'Laptop (przedmiot testowy)', ru: 'Ноутбук (тестовый предмет)' },
    brand: 'Lenovo',
    model: 'ThinkPad T14',
    priceCents: 3_200_000,
  },
  {
    titles: { en: 'Office chair (test item)', ua: 'Офісне крісло (тестовий предмет)', pl: 'Krzesło biurowe (przedmiot testowy)', ru: 'Офисное кресло (тестовый предмет)' },
    brand: 'Herman Miller',
    model: 'Sayl',
    priceCents: 850_000,
  },
  {
    titles: { en: 'Cordless drill (test item)', ua: 'Акумуляторний дриль (тестовий предмет)', pl: 'Wiertarka akumulatorowa (przedmiot testowy)', ru: 'Аккумуляторная дрель (тестовый предмет)' },
    brand: 'Makita',
    model: 'DF333D',
    priceCents: 420_000,
  },
];

export const tutorialItemCount = tutorialItems.length;

const fieldsOf = (item: TutorialItem, language: Language): NewItemFields => ({
  title: item.titles[language],
  brand: item.brand,
  model: item.model,
  type: null,
  serial: null,
  capacity: null,
  accountingType: 'single',
  quantity: 1,
  units: null,
  priceCents: item.priceCents,
  customs: {},
});

/** Creates the company's test items once; answers how many this call created (0 when they existed). */
export async function createTutorialItems(tenant: Tenant, language: Language): Promise<number> {
  const company = await requireCompany(tenant.companyId);
  const now = new Date();
  const first = await reserveItemRange(tenant.companyId, tutorialItems.length);
  const step = await createItemsStep(
    tenant,
    { first, from: 0 },
    tutorialItems.map((item) => fieldsOf(item, language)),
    {
      itemLimit: effectivePlan(company, now).items,
      at: now,
      countFacets: true,
      checkpoint: () => tutorialMarkerPut(tenant.companyId, now),
    },
  );
  if (!step.committed) return 0;
  await settleItemSets(tenant.companyId, { first, total: tutorialItems.length, from: 0, to: step.written }, step.setsJobId ? [step.setsJobId] : []);
  return step.written;
}
