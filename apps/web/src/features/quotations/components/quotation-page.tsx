import { isSpecialProduct } from '@cotizador/domain/pricing';
import { Alert, Anchor, Avatar, Badge, Card, Container, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ChatThread } from '@/components/chat/chat-thread';
import { DeferredChatComposer } from '@/components/chat/deferred-chat-composer';
import { PageLoader } from '@/components/page-loader';
import { PriceHistory } from '@/components/price-history';
import { useToggleFavorite } from '@/components/product-card-favorite';
import { FavoriteButton } from '@/components/product-card-favorite-button';
import { ProductInfoTabs } from '@/components/product-info-tabs';
import { QuotationSpecifications, QuotationSummary } from '@/components/quotation-details';
import { BackLink, QuotationUnavailable } from '@/components/quotation-frame';
import { paths } from '@/config/paths';
import { listenQuotationMessages } from '@/lib/realtime';
import { useSessionStore } from '@/stores/session-store';
import { quotationKeys } from '../api/get-my-quotations';
import { useQuotation } from '../api/get-quotation';
import { useSendMessage } from '../api/send-message';
import { quotationStatusColor, quotationStatusLabel } from '../lib/quotation-labels';
import classes from './quotation-page.module.css';

/** SPEC §2 "Quotation detail": what each status says to the operator. */
export const STATUS_TEXTS = {
  SENT: 'Aún no te han respondido a esta cotización',
  IN_PROCESS: 'en proceso',
  CLOSE: 'finalizado',
} as const;
export const CLOSED_TEXT = 'Esta cotización ha finalizado';
export { QUOTATION_NOT_FOUND_TEXT } from '@/components/quotation-frame';

/** SPEC §2 Quotation detail; reloads when the id changes (the query key holds the id). */
export function QuotationPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const query = useQuotation(id);
  // The first arrival renders in the background (interruptible slices, issue 18: no long task on a
  // phone); the loader stays until then. Another quotation's data replaces it at once.
  const deferredData = useDeferredValue(query.data);
  const shownData =
    query.data && deferredData && deferredData.quotation.id !== query.data.quotation.id ? query.data : deferredData;
  const send = useSendMessage(id);
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id);
  // SPEC §4 "Quotation chat": messages pushed on this quotation's channel refresh the chat (and the
  // status, which an admin's first message changes); the sender's own echo is deduplicated by the refetch.
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    const subscription = listenQuotationMessages(id, () => {
      void queryClient.invalidateQueries({ queryKey: quotationKeys.detail(id) });
    });
    return () => subscription.stop();
  }, [id, queryClient]);
  const favorite = useToggleFavorite({
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quotationKeys.detail(id) }),
  });

  const back = <BackLink to={paths.quotations.href()}>Volver a mis cotizaciones</BackLink>;

  if (query.isPending && query.fetchStatus !== 'idle') return <PageLoader />;
  if (!query.data) return <QuotationUnavailable back={back} error={query.error} id={id} />;

  if (!shownData) return <PageLoader />;
  const { quotation } = shownData;
  const product = quotation.product;
  const image = quotation.color.images[0] ?? product.image[0] ?? null;
  const closed = quotation.status === 'CLOSE';
  const special = isSpecialProduct(product.sku);

  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Solicitud {quotation.id}
            </Title>
            <Group gap="xs">
              <Badge color={quotationStatusColor(quotation.status)} c="dark.7" variant="light" size="lg">
                {quotationStatusLabel(quotation.status)}
              </Badge>
              <Text c="dimmed" fz="sm" data-testid="quotation-status-text">
                {STATUS_TEXTS[quotation.status]}
              </Text>
            </Group>
          </Stack>
          {quotation.admin && (
            <Group gap="xs" wrap="nowrap">
              <Avatar src={quotation.admin.avatar[0] ?? null} alt="" radius="xl" color="brand" />
              <Stack gap={0}>
                <Text fz="xs" c="dimmed">
                  Te atiende
                </Text>
                <Text fw={600}>
                  {quotation.admin.name} {quotation.admin.last_name}
                </Text>
              </Stack>
            </Group>
          )}
        </Group>

        <Grid gap={{ base: 'lg', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <Title order={2} fz="h3">
                Conversación
              </Title>
              <ChatThread
                messages={quotation.messages}
                isMine={(message) => message.user_id === userId}
                emptyText="Aún no hay mensajes. Escribe tu duda y te responderemos aquí."
              />
              {closed ? (
                <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
                  {CLOSED_TEXT}
                </Alert>
              ) : (
                // The rich-text editor loads when the operator is about to write (issue 18).
                <DeferredChatComposer onSend={(html) => send.mutateAsync(html)} />
              )}
              <Title order={2} fz="h3" mt="md">
                Historial de precios
              </Title>
              <PriceHistory prices={quotation.historic_prices} />
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="md">
                <Group align="flex-start" wrap="nowrap" gap="md">
                  <Paper pos="relative" w={120} h={120} radius="md" bg="gray.0" style={{ flexShrink: 0 }}>
                    {image && <Image src={image} alt={product.name} w={120} h={120} fit="contain" />}
                    {!special && (
                      <FavoriteButton
                        productName={product.name}
                        isFavorite={product.is_favorite}
                        loading={favorite.isPending}
                        onToggle={() => favorite.mutate(product.id)}
                        size="md"
                        className={classes.favorite}
                      />
                    )}
                  </Paper>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={paths.product.href(product.id)} fw={700} lineClamp={2}>
                      {product.name}
                    </Anchor>
                    <Text fz="sm" c="dimmed">
                      SKU {product.sku}
                    </Text>
                  </Stack>
                </Group>
                <Stack gap="md" mt="md">
                  <QuotationSummary quotation={quotation} />
                  <QuotationSpecifications quotation={quotation} />
                </Stack>
              </Card>
              <Card withBorder radius="md" padding="md">
                <ProductInfoTabs product={product} units={quotation.units} />
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
