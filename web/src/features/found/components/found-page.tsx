import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { DataList } from '@chakra-ui/react/data-list';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { dataListSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorName } from '../../../../../shared/errors';
import { foundLimits } from '../../../../../shared/schemas/found';
import { FormField } from '../../../components/form-field';
import { PublicHeader } from '../../../components/public-header';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError, type ClientErrorName } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/storage';
import { useAction } from '../../../lib/use-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { sendFoundMessage, type FoundPageData } from '../api/found';
import { shownNames } from '../destination';
import '../i18n';

/**
 * The page a label's QR code opens for anyone who is not a member of the item's company
 * (docs/found-items.md): the company's name, the item's title and the code, and a message to the
 * owner. An unknown code shows the same page, with neutral words in place of the names.
 */
export function FoundPage({ code, data }: { code: string; data: FoundPageData }) {
  const { t } = useTranslation('found');
  useDocumentTitle(t('page_title'));
  return (
    <Flex direction="column" minH="100dvh" bg="bg.muted" data-testid="found-page">
      <PublicHeader bg="white" />
      <Flex flex="1" justify="center" px="4" py={{ base: '6', md: '12' }}>
        <Box w="full" maxW="560px">
          {data.answer ? (
            <FoundCard code={code} company={data.answer.company} title={data.answer.title} />
          ) : (
            <LoadError error={data.error} />
          )}
        </Box>
      </Flex>
    </Flex>
  );
}

/** The catalogue's message for an answer; a network failure reads as the generic error. */
const shownError = (error: ClientErrorName): ErrorName => (error === 'NetworkError' ? 'InternalError' : error);

function LoadError({ error }: { error: ClientErrorName }) {
  const { t } = useTranslation(['found', 'errors']);
  return (
    <Alert.Root status="error" data-testid="found-load-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('load_error')}</Alert.Title>
        <Alert.Description>{t(shownError(error), { ns: 'errors' })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function FoundCard({ code, company, title }: { code: string; company: string; title: string }) {
  const { t } = useTranslation('found');
  const names = shownNames({ code, company, title }, { company: t('unnamed_company'), title: t('unnamed_title') });
  return (
    <Card.Root size={{ base: 'md', md: 'lg' }} boxShadow="md">
      <Card.Header>
        <Card.Title as="h1" fontSize="2xl">
          {t('heading')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="lg" data-testid="found-fields">
            <DataList.Item>
              <DataList.ItemLabel>{t('company')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word" data-testid="found-company">
                {names.company}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('title')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word" fontWeight="semibold" data-testid="found-title">
                {names.title}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('code')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all" fontFamily="mono" data-testid="found-code">
                {code}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <MessageForm code={code} />
          {tokenStorage.has() ? null : (
            <Button asChild variant="ghost" colorPalette="brand" whiteSpace="normal" h="auto" minH="10" py="2" data-testid="found-sign-in">
              <RouterLink to="/auth/login" search={{ next: `/q/${encodeURIComponent(code)}` }}>
                {t('member')}
              </RouterLink>
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function MessageForm({ code }: { code: string }) {
  const { t } = useTranslation(['found', 'errors']);
  const fieldErrorText = useFieldErrorText();
  const send = useAction((body: { message: string; contact: string }) => sendFoundMessage(code, body));
  const [message, setMessage] = useState('');
  const [contact, setContact] = useState('');
  const [tried, setTried] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<ClientErrorName>();
  const [sent, setSent] = useState(false);
  const messageError = fieldErrors.message ?? (tried && message.trim() === '' ? 'required_field' : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setError(undefined);
    if (message.trim() === '') return;
    send.mutate(
      { message: message.trim(), contact: contact.trim() },
      {
        onSuccess: () => setSent(true),
        onError: (failure) => {
          if (isApiError(failure, 'ValidationError')) return setFieldErrors(failure.fieldErrors);
          setError(isApiError(failure) ? failure.error : 'InternalError');
        },
      },
    );
  };

  if (sent) {
    return (
      <Stack gap="4" data-testid="found-sent">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('sent_title')}</Alert.Title>
            <Alert.Description>{t('sent_text')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button
          variant="outline"
          colorPalette="brand"
          onClick={() => {
            setSent(false);
            setMessage('');
            setTried(false);
          }}
          data-testid="found-again"
        >
          {t('send_another')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="found-form">
      <Stack gap="4" borderTopWidth="1px" pt="5">
        <Stack gap="1">
          <Text as="h2" fontSize="lg" fontWeight="semibold">
            {t('form_title')}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('form_text')}
          </Text>
        </Stack>
        <FormField
          label={t('message')}
          error={fieldErrorText(messageError)}
          helper={t('message_count', { count: message.length, max: foundLimits.message })}
          required
        >
          <Textarea
            recipe={textareaRecipe}
            name="message"
            rows={4}
            maxLength={foundLimits.message}
            placeholder={t('message_placeholder')}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setFieldErrors({});
            }}
            data-testid="found-message"
          />
        </FormField>
        <FormField label={t('contact')} error={fieldErrorText(fieldErrors.contact)}>
          <Input
            name="contact"
            autoComplete="email"
            maxLength={foundLimits.contact}
            placeholder={t('contact_placeholder')}
            value={contact}
            onChange={(event) => {
              setContact(event.target.value);
              setFieldErrors({});
            }}
            data-testid="found-contact"
          />
        </FormField>
        {error ? (
          <Alert.Root status="error" data-testid="found-error">
            <Alert.Indicator />
            <Alert.Title>{t(shownError(error), { ns: 'errors' })}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button type="submit" colorPalette="brand" size="lg" loading={send.isPending} data-testid="found-send">
          {t('send')}
        </Button>
      </Stack>
    </form>
  );
}
