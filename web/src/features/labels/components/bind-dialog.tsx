import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeFromScan, maxBoundPairs } from '../../../../../shared/label-formats';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useBulkMark } from '../api/bulk-mark';
import { ItemPicker, type PickedItem } from './item-picker';
import '../i18n';

interface Pair {
  code: string;
  item: PickedItem;
  /** Why the server did not bind it, as an error name of the catalogue. */
  error?: string;
}

interface BindDialogProps {
  companyId: string;
  /** A code already scanned (the code page offers to bind it). */
  initialCode?: string;
  onClose: () => void;
}

/**
 * Binds printed labels to items: scan or type a label's code (a scanned label URL gives its code), pick
 * the item, add the pair, repeat; then every pair is bound, each with its own result. The inputs stay
 * in view however many pairs there are: the list of pairs scrolls inside itself, up to the
 * `maxBoundPairs` one call binds.
 */
export function BindDialog({ companyId, initialCode = '', onClose }: BindDialogProps) {
  const { t } = useTranslation(['labels', 'errors']);
  const showError = useErrorToast();
  const bind = useBulkMark(companyId);
  const [code, setCode] = useState(initialCode);
  const [item, setItem] = useState<PickedItem | null>(null);
  const [pairs, setPairs] = useState<Pair[]>([]);
  /** A new picker (empty search) for each pair. */
  const [pickerKey, setPickerKey] = useState(0);
  const [errors, setErrors] = useState<{ code?: string; item?: string; pairs?: string }>({});
  const codeInput = useRef<HTMLInputElement>(null);
  const itemInput = useRef<HTMLInputElement>(null);
  const pairsList = useRef<HTMLDivElement>(null);
  /** Set when a pair is added, so the list shows it. */
  const showLastPair = useRef(false);

  useEffect(() => {
    if (!showLastPair.current || !pairsList.current) return;
    showLastPair.current = false;
    pairsList.current.scrollTop = pairsList.current.scrollHeight;
  }, [pairs]);

  /** The pair being typed, checked; null (with the reasons shown) when it is not complete. */
  const current = (): Pair | null => {
    const value = codeFromScan(code);
    const next = {
      code: value ? (pairs.some((pair) => pair.code === value) ? t('bind_twice') : undefined) : t('bind_pick_code'),
      item: item ? undefined : t('bind_pick_item'),
    };
    setErrors(next);
    return next.code || next.item ? null : { code: value, item: item! };
  };
  const full = () => {
    setErrors({ pairs: t('bind_full', { max: maxBoundPairs }) });
  };
  const add = () => {
    if (pairs.length >= maxBoundPairs) return full();
    const pair = current();
    if (!pair) return;
    showLastPair.current = true;
    setPairs((list) => [...list, pair]);
    setCode('');
    setItem(null);
    setPickerKey((key) => key + 1);
    codeInput.current?.focus();
  };
  const submit = () => {
    const typed = code.trim() || item ? current() : null;
    if ((code.trim() || item) && !typed) return;
    if (typed && pairs.length >= maxBoundPairs) return full();
    const all = typed ? [...pairs, typed] : pairs;
    if (all.length === 0) return setErrors({ pairs: t('bind_pick_pairs') });
    if (typed) {
      setPairs(all);
      setCode('');
      setItem(null);
    }
    bind.mutate(
      all.map((pair) => ({ id: pair.item.id, code: pair.code })),
      {
        onSuccess: ({ results }) => {
          const left = all.flatMap((pair, index) => (results[index]?.ok ? [] : [{ ...pair, error: results[index]?.error ?? 'InternalError' }]));
          const bound = all.length - left.length;
          if (bound > 0) notify.success(t('bind_done', { count: bound }));
          if (left.length === 0) return onClose();
          setPairs(left);
          setErrors({ pairs: t('bind_left', { count: left.length }) });
        },
        onError: showError,
      },
    );
  };

  return (
    <FormDialog
      open
      title={t('bind_title')}
      submitLabel={t('bind_submit')}
      submitting={bind.isPending}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="labels-bind-submit"
      testId="labels-bind-dialog"
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('bind_text')}</Text>
        <FormField label={t('bind_code')} error={errors.code} required>
          <Input
            ref={codeInput}
            value={code}
            maxLength={300}
            autoFocus
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              // A scanner ends with Enter: go on to the item rather than submit.
              if (event.key === 'Enter') {
                event.preventDefault();
                itemInput.current?.focus();
              }
            }}
            data-testid="labels-bind-code"
          />
        </FormField>
        <ItemPicker
          key={pickerKey}
          ref={itemInput}
          companyId={companyId}
          value={item}
          onChange={setItem}
          taken={pairs.map((pair) => pair.item.id)}
          error={errors.item}
        />
        <Button alignSelf="flex-start" variant="outline" size="sm" onClick={add} data-testid="labels-bind-add">
          {t('bind_add')}
        </Button>
        <Stack gap="2">
          {pairs.length === 0 ? (
            <Text color="fg.muted">{t('bind_pairs_empty')}</Text>
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="labels-bind-pairs-count">
              {t('bind_pairs_count', { count: pairs.length, max: maxBoundPairs })}
            </Text>
          )}
          {/*
           * The pairs scroll here, so the code field, the picker and "Add pair" above stay in view: the
           * list takes the height the rest of the dialog leaves on the screen (about 42rem with five items
           * offered), at least 8rem (a shorter screen scrolls the dialog's body instead), at most 18rem.
           */}
          <Stack ref={pairsList} gap="2" maxH="clamp(8rem, 100dvh - 42rem, 18rem)" overflowY="auto" data-testid="labels-bind-pairs">
            {pairs.map((pair) => (
              <Flex key={pair.code} flexShrink="0" gap="2" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="labels-bind-pair">
                <Text fontFamily="mono" fontWeight="semibold">{pair.code}</Text>
                <Text flex="1" minW="120px">{pair.item.label}</Text>
                {pair.error ? (
                  <Text color="fg.error" fontSize="sm" w="full" data-testid="labels-bind-pair-error">
                    {t(pair.error as 'NotFound', { ns: 'errors' })}
                  </Text>
                ) : null}
                <Button size="xs" variant="ghost" onClick={() => setPairs((list) => list.filter((other) => other.code !== pair.code))}>
                  {t('bind_remove')}
                </Button>
              </Flex>
            ))}
          </Stack>
          {errors.pairs ? (
            <Text color="fg.error" fontSize="sm" data-testid="labels-bind-pairs-error">
              {errors.pairs}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
