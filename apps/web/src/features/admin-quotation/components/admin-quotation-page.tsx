import type { AdminQuotationDetail } from '@cotizador/contracts/admin-quotations';
import { formatDate } from '@cotizador/domain/format';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Image,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { ChatThread } from '@/components/chat/chat-thread';
import { PageLoader } from '@/components/page-loader';
import { PriceHistory } from '@/components/price-history';
import { ProductInfoTabs } from '@/components/product-info-tabs';
import { QuotationSpecifications, QuotationSummary } from '@/components/quotation-details';
import { BackLink, QuotationUnavailable } from '@/components/quotation-frame';
import { QuotationStatusBadge } from '@/components/quotation-status-badge';
import { adminPaths } from '@/config/admin-paths';
import { listenQuotationMessages } from '@/lib/realtime';
import { useAction } from '@/lib/use-action';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import {
  adminQuotationKeys,
  useAdminQuotation,
  useAdmins,
  useAssign,
  useCloseQuotation,
  useRevisePrice,
  useSendAdminMessage,
} from '../api/admin-quotation';
import { PriceRevisionForm } from './price-revision-form';

// The rich-text editor (tiptap) is the heaviest part of the screen: it loads after the quotation.
const ChatComposer = lazy(() => import('@/components/chat/chat-composer').then((m) => ({ default: m.ChatComposer })));

export const QUOTATION_CLOSED_ADMIN_TEXT = 'Esta cotización ha finalizado';
/**
 * Changes by another admin (price, status, responsible) arrive through the admin desk channel
 * (decision 028); a lost hint is not repeated, so an open quotation still re-reads once a minute.
 */
const REFRESH_MS = 60_000;

function personName(person: { name: string; last_name: string } | null | undefined): string {
  return person ? `${person.name} ${person.last_name}`.trim() : '';
}

function OperatorCard({ quotation }: { quotation: AdminQuotationDetail }) {
  const operator = quotation.sales_operator;
  const percentage = operator.company.percentage_indirect_expenses;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="xs">
        Vendedor
      </Title>
      <Stack gap={4}>
        <Text fw={700}>{personName(operator)}</Text>
        <Anchor href={`mailto:${operator.email}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {operator.email}
        </Anchor>
        <Text fz="sm">
          <Text span inherit c="dimmed" fw={600}>
            Empresa:
          </Text>{' '}
          {operator.company.name} ({operator.company.code})
        </Text>
        <Text fz="sm">
          <Text span inherit c="dimmed" fw={600}>
            Gastos indirectos:
          </Text>{' '}
          {percentage === null ? 'Sin porcentaje' : `${percentage} %`}
        </Text>
      </Stack>
    </Card>
  );
}

function AssignControls({ quotation, myId }: { quotation: AdminQuotationDetail; myId: number | undefined }) {
  const admins = useAdmins();
  const assign = useAssign(quotation.id);
  const take = useAction(async () => {
    if (myId !== undefined) await assign.mutateAsync(myId);
  });
  const pick = useAction(async (_attempt, adminId: number) => {
    await assign.mutateAsync(adminId);
  });
  const closed = quotation.status === 'CLOSE';
  const options = (admins.data?.admins ?? []).map((admin) => ({ value: String(admin.id), label: personName(admin) }));
  if (quotation.admin && !options.some((option) => option.value === String(quotation.admin_id))) {
    options.push({ value: String(quotation.admin_id), label: personName(quotation.admin) });
  }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Responsable"
        placeholder="Sin asignar"
        data={options}
        value={quotation.admin_id === null ? null : String(quotation.admin_id)}
        onChange={(value) => value && void pick.run(Number(value))}
        allowDeselect={false}
        disabled={closed || pick.pending}
        w={{ base: '100%', xs: 240 }}
        comboboxProps={{ withinPortal: true }}
      />
      {quotation.admin_id !== myId && (
        <Button variant="light" onClick={() => void take.run()} loading={take.pending} disabled={closed}>
          Tomar
        </Button>
      )}
    </Group>
  );
}

function FinalizeButton({ quotation }: { quotation: AdminQuotationDetail }) {
  const [opened, modal] = useDisclosure(false);
  const close = useCloseQuotation(quotation.id);
  const confirm = useAction(async () => {
    await close.mutateAsync(undefined);
    modal.close();
  });
  return (
    <>
      <Button color="red.9" variant="outline" onClick={modal.open}>
        Finalizar cotización
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Finalizar cotización" centered>
        <Stack gap="md">
          <Text>
            La solicitud {quotation.id} quedará finalizada: ya no admitirá mensajes ni cambios de precio. ¿Deseas continuar?
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={modal.close} disabled={confirm.pending}>
              Cancelar
            </Button>
            <Button color="red.9" onClick={() => void confirm.run()} loading={confirm.pending}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** /admin/quotations/:id: everything about one quotation, and every answer the admin can give. */
export function AdminQuotationPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const query = useAdminQuotation(id);
  const send = useSendAdminMessage(id);
  const revise = useRevisePrice(id);
  const queryClient = useQueryClient();
  const myId = useAdminSessionStore((state) => state.user?.id);

  // The chat channel: a message from the operator (or another admin) refreshes the quotation; the
  // re-read (GET admin/quotations/{id}) marks it seen, as opening it did, since the admin is on it.
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    const subscription = listenQuotationMessages(id, () => {
      void queryClient.invalidateQueries({ queryKey: adminQuotationKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'quotations', 'inbox'] });
    });
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: adminQuotationKeys.detail(id) });
    }, REFRESH_MS);
    return () => {
      subscription.stop();
      clearInterval(timer);
    };
  }, [id, queryClient]);

  const back = <BackLink to={adminPaths.inbox.href()}>Volver a la bandeja</BackLink>;

  if (query.isPending && query.fetchStatus !== 'idle') return <PageLoader />;
  if (!query.data) return <QuotationUnavailable back={back} error={query.error} id={id} />;

  const { quotation } = query.data;
  const product = quotation.product;
  const image = quotation.color.images[0] ?? product.image[0] ?? null;
  const closed = quotation.status === 'CLOSE';

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6}>
            <Group gap="sm" align="center">
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                Solicitud {quotation.id}
              </Title>
              <QuotationStatusBadge status={quotation.status} size="lg" data-testid="admin-status-badge" />
            </Group>
            <Text c="dimmed" fz="sm">
              Creada el {formatDate(quotation.created_at)}
              {quotation.admin ? ` · Responsable: ${personName(quotation.admin)}` : ' · Sin asignar'}
            </Text>
          </Stack>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <AssignControls quotation={quotation} myId={myId} />
            {!closed && <FinalizeButton quotation={quotation} />}
          </Group>
        </Group>

        <Grid gap={{ base: 'lg', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Title order={2} fz="h3">
                Conversación
              </Title>
              <ChatThread
                messages={quotation.messages}
                isMine={(message) => message.user_id === myId}
                emptyText="Aún no hay mensajes. Escribe al vendedor para responder su solicitud."
              />
              {closed ? (
                <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
                  {QUOTATION_CLOSED_ADMIN_TEXT}
                </Alert>
              ) : (
                <Suspense fallback={<Paper withBorder radius="md" h={150} bg="gray.0" aria-hidden />}>
                  <ChatComposer onSend={(html) => send.mutateAsync(html)} label="Escribe una respuesta al vendedor" />
                </Suspense>
              )}
              {!closed && (
                <PriceRevisionForm
                  key={quotation.historic_prices[0]?.created_at ?? 'none'}
                  quotation={quotation}
                  onSave={(body) => revise.mutateAsync(body)}
                />
              )}
              <Title order={2} fz="h3" mt="md">
                Historial de precios
              </Title>
              <PriceHistory prices={quotation.historic_prices} detailed />
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <OperatorCard quotation={quotation} />
              <Card withBorder radius="md" padding="md">
                <Group align="flex-start" wrap="nowrap" gap="md">
                  <Paper w={100} h={100} radius="md" bg="gray.0" style={{ flexShrink: 0 }}>
                    {image && <Image src={image} alt={product.name} w={100} h={100} fit="contain" />}
                  </Paper>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={700} lineClamp={2}>
                      {product.name}
                    </Text>
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
