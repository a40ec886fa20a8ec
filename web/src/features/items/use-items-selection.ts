import { useState } from 'react';
import {
  isSelected,
  noSelection,
  offersAllMatching,
  pageState,
  toggleItem,
  togglePage,
  type ItemsSelection,
} from './selection';

/**
 * The items list's selection (selection.ts) for the list `listKey` names: a new list (other filters,
 * another search, another company) starts with nothing selected. `onFull` is told when a tick would
 * pick more items than one call takes.
 */
export function useItemsSelection(listKey: string, pageIds: readonly string[], total: number, onFull: () => void) {
  const [state, setState] = useState<{ listKey: string; selection: ItemsSelection }>({ listKey, selection: noSelection });
  // Reset while rendering, not in an effect: the new list never shows the old list's ticks.
  const selection = state.listKey === listKey ? state.selection : noSelection;
  if (state.listKey !== listKey) setState({ listKey, selection: noSelection });

  const apply = (next: ItemsSelection | null) => {
    if (next === null) return onFull();
    setState({ listKey, selection: next });
  };
  return {
    selection,
    isSelected: (id: string) => isSelected(selection, id),
    pageState: pageState(selection, pageIds),
    offersAllMatching: offersAllMatching(selection, pageIds, total),
    toggleItem: (id: string, on: boolean) => apply(toggleItem(selection, id, on, pageIds)),
    togglePage: (on: boolean) => apply(togglePage(selection, on, pageIds)),
    selectAllMatching: () => apply({ kind: 'matching' }),
    clear: () => apply(noSelection),
  };
}

export type ItemsSelectionState = ReturnType<typeof useItemsSelection>;
