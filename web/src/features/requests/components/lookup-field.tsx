import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { isApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { DeliveryLookup } from '../api/delivery';
import '../i18n';

/** Enough to pick from on a phone: typing more narrows the rest. */
const optionsShown = 8;

interface LookupFieldProps<T> {
  label: string;
  placeholder: string;
  /** What was picked, as shown; null while searching. */
  picked: string | null;
  onPick: (option: T) => void;
  /** Drops the pick to search again. */
  onChange: () => void;
  /** The directory lookup for a search (debounced by the spec's 300 ms). */
  lookup: (search: string) => DeliveryLookup<T>;
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  optionDetail?: (option: T) => string | undefined;
  /** Already translated. */
  error?: string;
  disabled?: boolean;
  testId: string;
}

/**
 * A place from the postal service's directory (city, branch, street): type to search, pick one of
 * the answers. A lookup the service does not answer says so in place of the options.
 */
export function LookupField<T>(props: LookupFieldProps<T>) {
  const { label, placeholder, picked, onPick, onChange, lookup, optionKey, optionLabel, optionDetail, error, disabled, testId } = props;
  const { t } = useTranslation(['requests', 'errors', 'common']);
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const { queryKey, queryFn, enabled } = lookup(search);
  // The service not answering is said at once: retrying would only keep the person waiting.
  const found = useQuery({ queryKey, queryFn, enabled: enabled && picked === null && !disabled, retry: false, staleTime: 10 * 60_000 });
  const options = (found.data?.data ?? []).slice(0, optionsShown);

  if (picked !== null) {
    return (
      <FormField label={label} error={error} required>
        <Flex gap="2" align="center" width="full" borderWidth="1px" borderRadius="md" bg="white" px="3" py="1.5" data-testid={`${testId}-picked`}>
          <Text flex="1" minW="0" wordBreak="break-word">
            {picked}
          </Text>
          <Button size="xs" variant="outline" onClick={onChange} data-testid={`${testId}-change`}>
            {t('change')}
          </Button>
        </Flex>
      </FormField>
    );
  }

  return (
    <Stack gap="2">
      <FormField label={label} error={error} required>
        <Input
          bg="white"
          value={term}
          maxLength={100}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          onChange={(event) => setTerm(event.target.value)}
          data-testid={`${testId}-search`}
        />
      </FormField>
      {found.isError ? (
        <Alert.Root status="warning" size="sm" data-testid={`${testId}-error`}>
          <Alert.Indicator />
          <Alert.Title>
            {isApiError(found.error, 'DeliveryLookupError') ? t('DeliveryLookupError', { ns: 'errors' }) : t('contact_support', { ns: 'common' })}
          </Alert.Title>
        </Alert.Root>
      ) : found.fetchStatus === 'fetching' && options.length === 0 ? (
        <Spinner size="sm" color="brand.solid" />
      ) : found.isSuccess && options.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid={`${testId}-none`}>
          {t('nothing_found')}
        </Text>
      ) : (
        <Stack gap="1" role="listbox" aria-label={label} data-testid={`${testId}-options`}>
          {options.map((option) => (
            <Button
              key={optionKey(option)}
              role="option"
              aria-selected={false}
              size="sm"
              variant="ghost"
              justifyContent="flex-start"
              whiteSpace="normal"
              textAlign="start"
              h="auto"
              py="1.5"
              onClick={() => {
                onPick(option);
                setTerm('');
              }}
              data-testid={`${testId}-option`}
            >
              <Stack gap="0" align="flex-start">
                <Text>{optionLabel(option)}</Text>
                {optionDetail?.(option) ? (
                  <Text fontSize="xs" color="fg.muted">
                    {optionDetail(option)}
                  </Text>
                ) : null}
              </Stack>
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
