import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingLimits } from '../../../../../shared/schemas/bookings';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { companyPeopleQuery } from '../api/company-people';
import { useCreateBooking } from '../api/create-booking';
import { BookLines, lineValid, type BookableItem, type BookLine } from './book-lines';
import { ItemPicker } from './item-picker';
import '../i18n';

interface BookDialogProps {
  companyId: string;
  /** The items the dialog opens with (the item card's one, or the items list's selection); more can be added. */
  items: BookableItem[];
  /** Storekeepers and up book for anyone of the company; everyone else for themselves. */
  manages: boolean;
  onClose: () => void;
}

/** A local date-time for a datetime-local input: tomorrow at `hour` by default. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function tomorrowAt(hour: number): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(hour, 0, 0, 0);
  return localInput(date);
}

/**
 * Books items over a period in the viewer's time zone (the server stores UTC): those it opens with
 * and any found by the item search, up to the API's 20; a batch asks how many; a manager chooses for whom.
 */
export function BookDialog({ companyId, items, manages, onClose }: BookDialogProps) {
  const { t } = useTranslation('bookings');
  const failed = useErrorToast();
  const create = useCreateBooking(companyId);
  const [start, setStart] = useState(tomorrowAt(9));
  const [end, setEnd] = useState(tomorrowAt(18));
  const [lines, setLines] = useState<BookLine[]>(() => items.slice(0, bookingLimits.itemsMax).map((item) => ({ item, quantity: '1' })));
  const [note, setNote] = useState('');
  const [personId, setPersonId] = useState('');
  const people = useQuery({ ...companyPeopleQuery(companyId), enabled: manages });
  const wrongPeriod = !start || !end || new Date(end) <= new Date(start);
  const full = lines.length >= bookingLimits.itemsMax;
  const wrongLines = lines.length === 0 || !lines.every(lineValid);

  const submit = () => {
    if (wrongPeriod || wrongLines) return;
    void create
      .mutateAsync({
        items: lines.map((line) => ({ itemId: line.item._id, ...(line.item.accountingType === 'batch' ? { quantity: Number(line.quantity) } : {}) })),
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        note: note.trim() || undefined,
        ...(personId ? { personId } : {}),
      })
      .then(() => {
        notify.success(t('booked'));
        onClose();
      }, failed);
  };

  return (
    <FormDialog
      open
      title={lines.length === 1 ? t('book_title', { title: lines[0]!.item.title }) : t('book_items_title')}
      submitLabel={t('book_submit')}
      submitting={create.isPending}
      submitDisabled={wrongPeriod || wrongLines}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="book-submit"
      testId="book-dialog"
    >
      <Stack gap="4">
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
            {t('items_label')}
          </Text>
          <BookLines lines={lines} onChange={setLines} />
          <ItemPicker companyId={companyId} taken={lines.map((line) => line.item._id)} disabled={full} onPick={(item) => setLines([...lines, { item, quantity: '1' }])} />
          {full || lines.length === 0 ? (
            <Text fontSize="sm" color={full ? 'fg.muted' : 'red.fg'} data-testid="book-items-hint">
              {full ? t('items_max', { max: bookingLimits.itemsMax }) : t('items_none')}
            </Text>
          ) : null}
        </Stack>
        {manages ? (
          <FormField label={t('person')}>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field value={personId} onChange={(event) => setPersonId(event.target.value)} data-testid="book-person">
                <option value="">{t('person_me')}</option>
                {(people.data?.data ?? []).map((person) => (
                  <option key={person._id} value={person._id}>
                    {person.displayName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        <FormField label={t('start')} required>
          <Input type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} data-testid="book-start" />
        </FormField>
        <FormField label={t('end')} required error={start && end && wrongPeriod ? t('end') : undefined}>
          <Input type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} data-testid="book-end" />
        </FormField>
        <FormField label={t('note')}>
          <Textarea maxLength={bookingLimits.noteMax} value={note} onChange={(event) => setNote(event.target.value)} data-testid="book-note" />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          {t('time_zone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
        </Text>
      </Stack>
    </FormDialog>
  );
}
