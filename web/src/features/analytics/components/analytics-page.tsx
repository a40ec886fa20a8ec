import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { HStack } from '@chakra-ui/react/stack';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { analyticsDimensions } from '../../../../../shared/schemas/analytics';
import { AccessNotice, isAccessRefusal, PlanNotice } from '../../../components/access-notice';
import { Page } from '../../../components/page';
import { notify } from '../../../lib/toaster';
import { analyticsQuery } from '../api/analytics';
import { barsOf, customSearch, measures, searchOf, type Measure } from '../analytics-view';
import { useFormats } from '../use-formats';
import { BookValueTotal } from './book-value-total';
import { DimensionBars } from './dimension-bars';
import { StatusDonut } from './status-donut';
import '../i18n';

interface AnalyticsPageProps {
  role: Role;
  companyId: string;
  currency: string;
  /** The plan has `analytics`: without it the page explains the plan instead. */
  allowed: boolean;
}

/**
 * /analytics: the company's items counted and valued (cost and book value) by status, brand, model,
 * type, object, location and each custom field. One column on a phone, two or three on wider screens.
 */

const measureLabels = { count: 'by_count', value: 'by_value', bookValue: 'by_book_value' } as const satisfies Record<Measure, string>;
export function AnalyticsPage({ role, companyId, currency, allowed }: AnalyticsPageProps) {
  const { t } = useTranslation('analytics');
  const [measure, setMeasure] = useState<Measure>('count');
  const formats = useFormats(currency);
  const answer = useQuery({ ...analyticsQuery(companyId), enabled: allowed });
  const refused = isAccessRefusal(answer.error);

  // Spec: "Error getting analytics" on a failed fetch.
  useEffect(() => {
    if (answer.isError && !refused) notify.error(t('error'));
  }, [answer.isError, answer.errorUpdatedAt, refused, t]);

  if (!allowed || refused) {
    return (
      <Page title={t('title')} testId="analytics-page">
        {refused ? (
          <AccessNotice error={answer.error} role={role} />
        ) : (
          <PlanNotice role={role} title={t('plan_denied', { ns: 'ui' })} text={t('plan_denied_text', { ns: 'ui' })} reason="PlanAccessDenied" />
        )}
      </Page>
    );
  }

  if (answer.isError) {
    return (
      <Page title={t('title')} testId="analytics-page">
        <Alert.Root status="error" data-testid="analytics-error">
          <Alert.Indicator />
          <Alert.Title>{t('error')}</Alert.Title>
        </Alert.Root>
      </Page>
    );
  }

  if (!answer.data) {
    return (
      <Page title={t('title')} testId="analytics-page">
        <Center py="16">
          <Spinner color="brand.solid" />
        </Center>
      </Page>
    );
  }

  const data = answer.data;
  // Book value has nothing to show before the first snapshot: counts and cost stay.
  const shown: Measure = measure === 'bookValue' && data.bookValue.total === null ? 'value' : measure;
  const format = shown === 'count' ? formats.count : formats.amount;
  const totals = [
    { name: 'items', label: t('total_items'), value: formats.count(data.total.count) },
    { name: 'value', label: t('total_value'), value: formats.amount(Number(data.total.value)) },
    // Items out under bookings now, and those past their booking's end (docs/bookings.md).
    { name: 'checked-out', label: t('checked_out'), value: formats.count(data.bookings.checkedOut) },
    { name: 'overdue', label: t('overdue'), value: formats.count(data.bookings.overdue) },
  ];
  const totalCard = (total: (typeof totals)[number]) => (
    <Box key={total.name} bg="white" borderWidth="1px" borderRadius="lg" p="4" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {total.label}
      </Text>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" data-testid={`analytics-total-${total.name}`}>
        {total.value}
      </Text>
    </Box>
  );

  return (
    <Page title={t('title')} testId="analytics-page">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {totals.slice(0, 2).map(totalCard)}
        <BookValueTotal bookValue={data.bookValue} amount={formats.amount} day={formats.day} />
        {totals.slice(2).map(totalCard)}
      </SimpleGrid>

      {data.total.count === 0 ? (
        <Stack align="center" gap="2" py="12" px="4" bg="white" borderWidth="1px" borderRadius="lg" textAlign="center" data-testid="analytics-empty">
          <Text fontWeight="semibold">{t('empty_title')}</Text>
          <Text color="fg.muted">{t('empty_text')}</Text>
        </Stack>
      ) : (
        <Stack gap="4">
          <HStack gap="2" role="group" aria-label={t('title')} flexWrap="wrap">
            {measures.map((option) => (
              <Button
                key={option}
                size="sm"
                variant={shown === option ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={shown === option}
                disabled={option === 'bookValue' && data.bookValue.total === null}
                onClick={() => setMeasure(option)}
                data-testid={`analytics-measure-${option}`}
              >
                {t(measureLabels[option])}
              </Button>
            ))}
          </HStack>
          <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4" alignItems="start">
            <StatusDonut statuses={data.statuses} measure={shown} format={format} />
            {analyticsDimensions.map((dimension) => (
              <DimensionBars
                key={dimension}
                name={dimension}
                title={t(`dimensions.${dimension}`)}
                bars={barsOf(data.dimensions[dimension], (entry) => searchOf(dimension, entry), shown)}
                measure={shown}
                format={format}
                note={data.dimensions[dimension].complete ? undefined : t('partial')}
              />
            ))}
            {data.custom.map((field) => (
              <DimensionBars
                key={`custom:${field.field}`}
                name={`custom-${field.field}`}
                title={t('custom_title', { field: field.field })}
                bars={barsOf(field, (entry) => customSearch(field.field, entry), shown)}
                measure={shown}
                format={format}
                note={field.complete ? undefined : t('partial')}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Page>
  );
}
