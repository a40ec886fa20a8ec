import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { PaymentFrame } from './payment-frame';
import '../i18n';

const sections = ['intro', 'subject', 'payment', 'subscription', 'expiry', 'acceptance'] as const;

/** The public offer a buyer accepts before paying; public, so it opens without signing in. */
export function PublicOfferPage() {
  const { t } = useTranslation('payments');
  return (
    <PaymentFrame>
      <Stack as="article" gap="4" maxW="760px" mx="auto" bg="white" p={{ base: '4', md: '8' }} rounded="md" borderWidth="1px" data-testid="public-offer">
        <Heading as="h1" size="2xl">
          {t('offer.title')}
        </Heading>
        {sections.map((section, index) => (
          <Text key={section}>
            {index + 1}. {t(`offer.${section}`)}
          </Text>
        ))}
      </Stack>
    </PaymentFrame>
  );
}
