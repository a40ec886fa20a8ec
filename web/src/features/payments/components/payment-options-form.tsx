import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { checkboxSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultSalePercent, paymentMethods, type PaymentDuration, type PaymentMethod, type PlanId } from '../../../../../shared/plans';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import type { Billing } from '../api/billing';
import { useCreatePayment } from '../api/create-payment';
import type { PlanView } from '../api/plans';
import { daysLeft, periodFor, periodsFor, priceRule, purchaseFor, type PriceRule, type ToggleDuration } from '../pricing';
import { useAmounts } from '../../../components/use-amounts';
import { PlanChangeDialog } from './plan-change-dialog';
import { PromoField, type Promo } from './promo-field';
import { useFormatDay } from '../use-money';
import '../i18n';

interface PaymentOptionsFormProps {
  companyId: string;
  /** The plans on sale (Free is not bought). */
  plans: readonly PlanView[];
  currency: string;
  billing: Billing;
  plan: PlanId;
  onPlanChange: (plan: PlanId) => void;
  /** The cards' month/year toggle: the period follows it. */
  toggle: ToggleDuration;
}

/**
 * Spec: payment options (plan, method, period, promo code) and the public offer to accept before
 * paying. The total is the server's own pricing function, with the rule it follows in words; the
 * server prices the payment again and its amount is the one charged. Above Pay: when the paid period
 * would start (during the trial, when the trial ends).
 */
export function PaymentOptionsForm({ companyId, plans, currency, billing, plan, onPlanChange, toggle }: PaymentOptionsFormProps) {
  const { t } = useTranslation('payments');
  const { money } = useAmounts();
  const create = useCreatePayment();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('fixed');
  const [period, setPeriod] = useState<PaymentDuration>(toggle);
  const [promo, setPromo] = useState<Promo | null>(billing.promo);
  const [promoRefused, setPromoRefused] = useState(false);
  const [offer, setOffer] = useState(false);
  const [changing, setChanging] = useState<'Upgrade' | 'Downgrade' | null>(null);

  // The period follows the cards' toggle when it moves (adjusted while rendering, not in an effect).
  const [seenToggle, setSeenToggle] = useState(toggle);
  if (seenToggle !== toggle) {
    setSeenToggle(toggle);
    setPeriod(periodFor(method, toggle));
  }

  const chosen = plans.find((candidate) => candidate._id === plan) ?? plans[0]!;
  const quote = priceRule(chosen, period, promo);
  const purchase = purchaseFor(billing, chosen._id);
  const paying = purchase.kind === 'checkout';

  const chooseMethod = (next: PaymentMethod) => {
    setMethod(next);
    setPeriod(periodFor(next, period));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (purchase.kind === 'change') return setChanging(purchase.direction);
    if (!offer) return;
    create.mutate(
      { duration: period, method, plan: chosen._id, company: companyId, ...(promo ? { promo: promo.code } : {}) },
      {
        onSuccess: ({ checkoutUrl }) => {
          if (!checkoutUrl) return notify.error(t('created_with_error'));
          const target = new URL(checkoutUrl, window.location.href);
          // An invoice lands on our own billing page: moved to within the app, so its notice stays on screen.
          if (target.origin === window.location.origin) {
            notify.success(t('invoice_created'));
            return void navigate({ href: `${target.pathname}${target.search}` });
          }
          window.location.assign(checkoutUrl);
        },
        onError: (error) => {
          if (isApiError(error, 'InvalidPromocode')) {
            setPromo(null);
            setPromoRefused(true);
          } else if (isApiError(error, 'PaymentCreationError')) notify.error(t('created_with_error'));
          else notify.error(t('create_failed'));
        },
      },
    );
  };

  /** The rule the price follows, in words (pricing.ts, priceRule). */
  function ruleText(rule: PriceRule): string {
    const monthly = money(rule.monthlyCents, currency);
    const months = t(`periods.${rule.months}`);
    if (rule.source === 'none') return t('rule.none', { monthly, six: defaultSalePercent[6], twelve: defaultSalePercent[12] });
    if (rule.source === 'period') {
      const text = t('rule.period', { months: rule.months, monthly, sale: rule.sale, period: months });
      return rule.promo ? `${text} ${t('rule.promo_smaller', { code: rule.promo.code, promoSale: rule.promo.sale })}` : text;
    }
    const text = t('rule.promo', { months: rule.months, monthly, sale: rule.sale, code: rule.promo?.code ?? '' });
    return rule.periodSale > 0 ? `${text} ${t('rule.promo_instead', { periodSale: rule.periodSale, period: months })}` : text;
  }

  const current = plans.find((candidate) => candidate._id === billing.effectivePlan);
  return (
    <Card.Root as="section" id="payment-options" aria-labelledby="payment-options-title" data-testid="payment-form">
      <Card.Header>
        <Card.Title as="h2" id="payment-options-title" fontSize="xl">
          {t('options.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Select label={t('options.plan')} value={chosen._id} onChange={(value) => onPlanChange(value as PlanId)} testId="payment-option-plan">
                {plans.map((option) => (
                  <option key={option._id} value={option._id}>
                    {option.title}
                  </option>
                ))}
              </Select>
              <Select label={t('options.method')} value={method} onChange={(value) => chooseMethod(value as PaymentMethod)} testId="payment-option-method">
                {paymentMethods.map((option) => (
                  <option key={option} value={option}>
                    {t(`methods.${option}`)}
                  </option>
                ))}
              </Select>
              <Select
                label={t('options.period')}
                value={String(period)}
                onChange={(value) => setPeriod(Number(value) as PaymentDuration)}
                testId="payment-option-period"
              >
                {periodsFor(method).map((option) => (
                  <option key={option} value={option}>
                    {t(`periods.${option}`)}
                  </option>
                ))}
              </Select>
            </SimpleGrid>
            <Box maxW={{ md: '420px' }}>
              <PromoField
                promo={promo}
                refused={promoRefused}
                onEdit={() => setPromoRefused(false)}
                onPromo={(next) => {
                  setPromoRefused(false);
                  setPromo(next);
                }}
              />
            </Box>
            <Stack gap="1" bg="gray.50" rounded="md" p="4" data-testid="payment-summary">
              <Row label={t('options.price')}>{money(quote.priceCents, currency)}</Row>
              <Row label={t('options.sale')}>
                <span data-testid="payment-sale">{quote.sale} %</span>
              </Row>
              <Row label={t('options.total')} strong>
                <span data-testid="payment-total">{money(quote.totalCents, currency)}</span>
              </Row>
              <Text fontSize="sm" data-testid="payment-price-rule" data-source={quote.source}>
                {ruleText(quote)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('options.total_note')}
              </Text>
            </Stack>
            {paying ? <PeriodStart start={billing.purchaseStart} /> : null}
            {paying ? (
              <Field.Root>
                <Checkbox.Root
                  recipe={checkboxSlotRecipe}
                  colorPalette="brand"
                  checked={offer}
                  onCheckedChange={(details) => setOffer(details.checked === true)}
                  data-testid="payment-offer"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {t('options.offer_before')}
                    <Link asChild color="brand.fg" textDecoration="underline">
                      <RouterLink to="/offer" target="_blank" data-testid="payment-offer-link">
                        {t('options.offer_link')}
                      </RouterLink>
                    </Link>
                  </Checkbox.Label>
                </Checkbox.Root>
                {offer ? null : <Field.HelperText>{t('options.offer_required')}</Field.HelperText>}
              </Field.Root>
            ) : null}
            <Flex justify="flex-end">
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                w={{ base: 'full', md: 'auto' }}
                disabled={paying && !offer}
                loading={create.isPending}
                data-testid="payment-submit"
                data-purchase={purchase.kind}
              >
                {paying ? t('options.pay') : t('options.request_change')}
              </Button>
            </Flex>
          </Stack>
        </form>
        {changing && current ? (
          <PlanChangeDialog
            from={{ id: current._id, title: current.title }}
            to={{ id: chosen._id, title: chosen.title }}
            direction={changing}
            onClose={() => setChanging(null)}
          />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function Select({ label, value, onChange, testId, children }: { label: string; value: string; onChange: (value: string) => void; testId: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} bg="white">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Row({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap="3" fontWeight={strong ? 'bold' : undefined} fontSize={strong ? 'lg' : 'sm'}>
      <Text>{label}</Text>
      <Text>{children}</Text>
    </Flex>
  );
}

/** Where the period paid now starts (the billing answer's purchaseStart; docs/decisions.md). */
function PeriodStart({ start }: { start: Billing['purchaseStart'] }) {
  const { t } = useTranslation('payments');
  const day = useFormatDay();
  const text =
    start.from === 'trial_end'
      ? t('start.trial_end', { count: daysLeft(start.at, new Date()), date: day(start.at) })
      : start.from === 'period_end'
        ? t('start.period_end', { date: day(start.at) })
        : t('start.now');
  return (
    <Alert.Root status="info" data-testid="payment-start-note" data-from={start.from}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}
