import type { CartItem } from '@cotizador/contracts/cart';
import { CART_CLEARED_MESSAGE, CART_ITEM_DELETED_MESSAGE } from '@cotizador/domain/messages';
import { Anchor, Container, Grid, Group, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { notifySuccess } from '@/lib/notify';
import { type ActionAttempt, useAction } from '@/lib/use-action';
import { useDeleteCartItem } from '../api/delete-cart-item';
import { useDestroyCart } from '../api/destroy-cart';
import { useFinishCart } from '../api/finish-cart';
import { useCart } from '../api/get-cart';
import { splitCart } from '../lib/cart-format';
import { CartItemCard, cartItemHeadingId } from './cart-item-card';
import { CartSentModal, ConfirmDeleteModal, type DeleteTarget } from './cart-modals';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';
import { RelatedProducts } from './related-products';

type CartSectionProps = { title: string; items: CartItem[]; onDelete: (item: CartItem) => void };

function CartSection({ title, items, onDelete }: CartSectionProps) {
  if (items.length === 0) return null;
  const titleId = `cart-section-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId}>
        {title}
      </Title>
      {items.map((item) => (
        <CartItemCard key={item.id} item={item} onDelete={onDelete} />
      ))}
    </Stack>
  );
}

const CART_HEADING_ID = 'cart-heading';

/** SPEC §2 'Carrito de cotizaciones': the quotations in the cart, their summary and sending them. */
export function CartPage() {
  const cart = useCart();
  const deleteItem = useDeleteCartItem();
  const destroy = useDestroyCart();
  const finish = useFinishCart();
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [sentOpened, setSentOpened] = useState(false);

  const items = cart.data?.multi_quotation ?? [];
  const { normal, special } = splitCart(items);
  // Where focus goes once the delete modal has closed (null: back to the control that opened it).
  const focusAfterDelete = useRef<string | null>(null);

  const closeDelete = () => setDeleteTarget(null);

  /** After deleting an item: the next item's heading (or the previous, or the cart heading). */
  const nextFocusId = (quotationId: number): string | null => {
    const order = [...normal, ...special];
    const index = order.findIndex((item) => item.id === quotationId);
    const neighbour = order[index + 1] ?? order[index - 1];
    return neighbour ? cartItemHeadingId(neighbour.id) : null;
  };

  const deleteAction = useAction(async () => {
    if (!deleteTarget) return;
    const focusId = deleteTarget.kind === 'one' ? nextFocusId(deleteTarget.quotationId) : null;
    try {
      if (deleteTarget.kind === 'all') {
        await destroy.mutateAsync();
        notifySuccess(CART_CLEARED_MESSAGE);
      } else {
        await deleteItem.mutateAsync(deleteTarget.quotationId);
        notifySuccess(CART_ITEM_DELETED_MESSAGE);
      }
      focusAfterDelete.current = focusId ?? CART_HEADING_ID;
    } finally {
      // SPEC §8: a failed delete is silently ignored; the modal closes either way.
      closeDelete();
    }
  });

  const afterDeleteModal = () => {
    const id = focusAfterDelete.current;
    focusAfterDelete.current = null;
    if (id) document.getElementById(id)?.focus();
  };

  // A new key per attempt: a retry of this request is answered once, a new click is a new send.
  const send = async ({ idempotencyKey }: ActionAttempt) => {
    await finish.mutateAsync(idempotencyKey);
    setSentOpened(true);
  };

  const showLoader = cart.isPending && !cart.data;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <PageTitle id={CART_HEADING_ID} tabIndex={-1} />
          {items.length > 0 && (
            <Anchor component="button" type="button" c="red.7" fw={600} onClick={() => setDeleteTarget({ kind: 'all' })}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconTrash size={16} aria-hidden />
                <span>Eliminar todo</span>
              </Group>
            </Anchor>
          )}
        </Group>

        {showLoader && <PageLoader />}
        {!showLoader && items.length === 0 && <EmptyCart />}
        {items.length > 0 && (
          <Grid gap={{ base: 'lg', md: 'xl' }}>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="xl">
                <CartSection
                  title="Cotizaciones normales"
                  items={normal}
                  onDelete={(item) => setDeleteTarget({ kind: 'one', quotationId: item.id })}
                />
                <CartSection
                  title="Cotizaciones especiales"
                  items={special}
                  onDelete={(item) => setDeleteTarget({ kind: 'one', quotationId: item.id })}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CartSummary
                normalCount={normal.length}
                specialCount={special.length}
                totalPesos={cart.data?.total ?? null}
                onSend={send}
              />
            </Grid.Col>
          </Grid>
        )}

        <RelatedProducts items={items} />
      </Stack>

      <ConfirmDeleteModal
        target={deleteTarget}
        deleting={deleteAction.pending}
        onConfirm={() => void deleteAction.run()}
        onClose={closeDelete}
        onClosed={afterDeleteModal}
      />
      <CartSentModal opened={sentOpened} onClose={() => setSentOpened(false)} />
    </Container>
  );
}
