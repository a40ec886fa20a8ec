import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { roleGroups } from '../../../../../shared/permissions';
import type { Role } from '../../../../../shared/roles';
import { bookingLimits } from '../../../../../shared/schemas/bookings';
import { SelectionActionButton } from '../../../components/selection-action-button';
import { api } from '../../../lib/api-client';
import { BookDialog } from './book-dialog';
import '../i18n';

interface BookSelectionButtonProps {
  role: Role;
  companyId: string;
  /** The items picked one by one ("all matching" is a query, never offered for booking). */
  ids: readonly string[];
}

/** The items list's bulk bar: "Book" opens the Book dialog with the picked items (at most a booking's 20). */
export function BookSelectionButton({ role, companyId, ids }: BookSelectionButtonProps) {
  const { t } = useTranslation('bookings');
  if (!(roleGroups.members as readonly Role[]).includes(role)) return null;
  return (
    <SelectionActionButton
      label={t('book')}
      count={ids.length}
      max={bookingLimits.itemsMax}
      tooManyTitle={t('book_selection_max', { max: bookingLimits.itemsMax })}
      testId="bulk-book"
      dialog={(close) => <BookSelected role={role} companyId={companyId} ids={ids} onClose={close} />}
    />
  );
}

/** Reads the picked items (the dialog needs each one's title, and a batch's quantity), then books them. */
function BookSelected({ role, companyId, ids, onClose }: BookSelectionButtonProps & { onClose: () => void }) {
  const items = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['bookings-item', companyId, id],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.getAt('/company/{company}/item/{id}/detailed', { params: { company: companyId, id }, signal }),
    })),
  });
  if (items.some((entry) => entry.isPending)) return null;
  const found = items.flatMap((entry) => (entry.data ? [entry.data] : []));
  return <BookDialog companyId={companyId} items={found} manages={(roleGroups.staff as readonly Role[]).includes(role)} onClose={onClose} />;
}
