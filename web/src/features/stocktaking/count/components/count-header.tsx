import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowBackIcon } from '../../../../components/icons';
import '../../i18n';

/** The count screen's top bar: back to the stocktaking, its title, and whether the API answers. */
export function CountHeader({ stocktakingId, title, connected }: { stocktakingId: string; title: string; connected: boolean }) {
  const { t } = useTranslation('stocktaking');
  return (
    <Flex as="header" position="sticky" top="0" zIndex="docked" bg="white" borderBottomWidth="1px" px="2" py="2" align="center" gap="2">
      <Link asChild aria-label={t('count.back')} p="2" color="fg" data-testid="count-back">
        <RouterLink to="/stocktaking/$id" params={{ id: stocktakingId }}>
          <ArrowBackIcon />
        </RouterLink>
      </Link>
      <Box minW="0" flex="1">
        <Text fontWeight="semibold" truncate data-testid="count-title">
          {title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('count.title')}
        </Text>
      </Box>
      <Badge recipe={badgeRecipe} colorPalette={connected ? 'green' : 'gray'} flexShrink={0} data-testid="count-online" data-online={connected}>
        {connected ? t('count.online') : t('count.offline_short')}
      </Badge>
    </Flex>
  );
}
