import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  text?: string;
  /** The next thing to do: "Add the first item", or clearing filters that match nothing. */
  action?: ReactNode;
  testId: string;
}

/** An empty list: a small drawing, what is (not) here, and the next action. */
export function EmptyState({ title, text, action, testId }: EmptyStateProps) {
  return (
    <Stack align="center" gap="3" py={{ base: '8', md: '12' }} px="4" bg="white" borderWidth="1px" borderRadius="lg" textAlign="center" data-testid={testId}>
      <EmptyBoxDrawing />
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      {text ? (
        <Text color="fg.muted" maxW="480px">
          {text}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}

/** An open, empty box with a tag: drawn inline so it costs no request and follows the brand colours. */
function EmptyBoxDrawing() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="66" rx="34" ry="4" fill="var(--chakra-colors-gray-100)" />
      <path d="M18 30 L48 40 L78 30 L78 58 L48 66 L18 58 Z" fill="var(--chakra-colors-brand-50)" stroke="var(--chakra-colors-brand-500)" strokeWidth="2" strokeLinejoin="round" />
      <path d="M48 40 L48 66" stroke="var(--chakra-colors-brand-500)" strokeWidth="2" />
      <path d="M18 30 L10 20 L40 12 L48 22 Z" fill="var(--chakra-colors-brand-100)" stroke="var(--chakra-colors-brand-500)" strokeWidth="2" strokeLinejoin="round" />
      <path d="M78 30 L86 20 L56 12 L48 22 Z" fill="var(--chakra-colors-brand-100)" stroke="var(--chakra-colors-brand-500)" strokeWidth="2" strokeLinejoin="round" />
      <path d="M58 46 L68 43 L68 51 L58 54 Z" fill="white" stroke="var(--chakra-colors-brand-500)" strokeWidth="1.5" strokeLinejoin="round" />
      <circle cx="61" cy="48.5" r="1.2" fill="var(--chakra-colors-brand-500)" />
    </svg>
  );
}
