import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** The ten recovery codes, shown once, with what they are for. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="4">
      <Text>{t('second_factor.recovery_text')}</Text>
      <SimpleGrid as="ul" columns={2} gap="2" listStyleType="none" data-testid="second-factor-recovery-codes">
        {codes.map((code) => (
          <Box as="li" key={code}>
            <Text as="code" fontFamily="mono" fontSize="md" bg="bg.muted" borderRadius="l1" px="2" py="1">
              {code}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
