import { Badge } from '@chakra-ui/react/badge';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StickerRequest } from '../../../../../shared/schemas/requests';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Page } from '../../../components/page';
import { isBlankOrder } from '../local-order';
import { addLine } from '../order';
import { fromRequest } from '../order-body';
import type { RequestsSearch, ShopTab } from '../requests-search';
import { useLocalOrder } from '../use-local-order';
import { CurrentOrder } from './current-order';
import { MyOrders } from './my-orders';
import { RequestDialog } from './request-dialog';
import { StickerCatalogue } from './sticker-catalogue';
import '../i18n';

interface RequestsPageProps {
  companyId: string;
  search: RequestsSearch;
  onSearchChange: (next: RequestsSearch) => void;
}

/**
 * /requests, the sticker shop of root and admin: choose sticker, the current order with its
 * delivery data, and My orders. Tabs on every width, so a phone shows one part at a time.
 */
export function RequestsPage({ companyId, search, onSearchChange }: RequestsPageProps) {
  const { t } = useTranslation('requests');
  const { order, setOrder, reset } = useLocalOrder(companyId);
  const [openId, setOpenId] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<StickerRequest | null>(null);
  const tab: ShopTab = search.tab ?? 'choose';

  const showTab = (next: ShopTab) => onSearchChange({ ...search, tab: next === 'choose' ? undefined : next });

  const edit = (request: StickerRequest) => {
    setReplacing(null);
    setOpenId(null);
    setOrder(fromRequest(request));
    showTab('order');
  };
  // Editing a draft takes the current order's place: ask first when that loses unsaved changes.
  const askEdit = (request: StickerRequest) => {
    if (isBlankOrder(order) || order.requestId === request._id) edit(request);
    else setReplacing(request);
  };

  return (
    <Page title={t('title')} testId="requests-page">
      <Tabs.Root
        recipe={tabsSlotRecipe}
        value={tab}
        onValueChange={(details) => showTab(details.value as ShopTab)}
        variant="enclosed"
        fitted
        lazyMount
        unmountOnExit
      >
        <Tabs.List width="full" bg="gray.100">
          <Tabs.Trigger value="choose" px="2" whiteSpace="normal" textAlign="center" data-testid="requests-tab-choose">
            {t('tab_choose')}
          </Tabs.Trigger>
          <Tabs.Trigger value="order" px="2" whiteSpace="normal" textAlign="center" data-testid="requests-tab-order">
            <Text as="span">{t('tab_order')}</Text>
            {order.lines.length > 0 ? (
              <Badge recipe={badgeRecipe} colorPalette="brand" variant="solid" data-testid="requests-tab-order-count">
                {order.lines.length}
              </Badge>
            ) : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="orders" px="2" whiteSpace="normal" textAlign="center" data-testid="requests-tab-orders">
            {t('tab_orders')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="choose">
          <StickerCatalogue onAdd={(type, quantity) => setOrder({ ...order, lines: addLine(order.lines, type, quantity) })} />
        </Tabs.Content>
        <Tabs.Content value="order">
          <CurrentOrder order={order} onChange={setOrder} onReset={reset} onChoose={() => showTab('choose')} onSaved={() => onSearchChange({ tab: 'orders' })} />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <MyOrders companyId={companyId} search={search} onSearchChange={onSearchChange} onOpen={setOpenId} />
        </Tabs.Content>
      </Tabs.Root>

      {openId ? <RequestDialog companyId={companyId} id={openId} onEdit={askEdit} onClose={() => setOpenId(null)} /> : null}
      <ConfirmDialog
        open={replacing !== null}
        title={t('replace_title')}
        confirmLabel={t('replace_confirm')}
        onConfirm={() => replacing && edit(replacing)}
        onCancel={() => setReplacing(null)}
        confirmTestId="requests-replace-confirm"
      >
        <Text>{t('replace_text')}</Text>
      </ConfirmDialog>
    </Page>
  );
}
