import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useState, type ReactNode } from 'react';

interface SelectionActionButtonProps {
  label: string;
  /** A shorter label where the bulk bar is narrow (below the lg breakpoint); the full one stays the button's name. */
  shortLabel?: string;
  /** How many items are picked, and how many the action takes at once: over it the button is off and says why. */
  count: number;
  max: number;
  tooManyTitle: string;
  testId: string;
  /** The action's dialog, shown while open; `close` closes it. */
  dialog: (close: () => void) => ReactNode;
}

/** A button of the items list's bulk bar that opens its action's dialog for the picked items, within the action's limit. */
export function SelectionActionButton({ label, shortLabel, count, max, tooManyTitle, testId, dialog }: SelectionActionButtonProps) {
  const [open, setOpen] = useState(false);
  const tooMany = count > max;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        flexShrink={0}
        disabled={tooMany}
        title={tooMany ? tooManyTitle : undefined}
        aria-label={shortLabel ? label : undefined}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {shortLabel ? (
          <>
            <Box as="span" hideBelow="lg">
              {label}
            </Box>
            <Box as="span" hideFrom="lg">
              {shortLabel}
            </Box>
          </>
        ) : (
          label
        )}
      </Button>
      {open ? dialog(() => setOpen(false)) : null}
    </>
  );
}
