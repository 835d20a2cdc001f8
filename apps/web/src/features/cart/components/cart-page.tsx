import { CART_CLEARED_MESSAGE, CART_ITEM_DELETED_MESSAGE } from '@cotizador/domain/messages';
import { Anchor, Container, Grid, Group, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { notifySuccess } from '@/lib/notify';
import { randomUuid } from '@/lib/random-uuid';
import { useDeleteCartItem } from '../api/delete-cart-item';
import { useDestroyCart } from '../api/destroy-cart';
import { useFinishCart } from '../api/finish-cart';
import { useCart } from '../api/get-cart';
import { cartTotalPesos, splitCart } from '../lib/cart-format';
import type { CartItem } from '../types';
import { CartItemCard } from './cart-item-card';
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
  const deleting = deleteItem.isPending || destroy.isPending;

  const closeDelete = () => setDeleteTarget(null);

  const confirmDelete = () => {
    if (!deleteTarget) return;
    // SPEC §8: a failed delete is silently ignored; the modal closes either way.
    const options = { onSettled: closeDelete };
    if (deleteTarget.kind === 'all') {
      destroy.mutate(undefined, { ...options, onSuccess: () => notifySuccess(CART_CLEARED_MESSAGE) });
    } else {
      deleteItem.mutate(deleteTarget.quotationId, { ...options, onSuccess: () => notifySuccess(CART_ITEM_DELETED_MESSAGE) });
    }
  };

  const send = () => {
    if (finish.isPending) return;
    // A new key per click: a retry of this request is answered once, a new click is a new send.
    finish.mutate(randomUuid(), { onSuccess: () => setSentOpened(true) });
  };

  const showLoader = cart.isPending && !cart.data;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <PageTitle />
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
                totalPesos={cartTotalPesos(items)}
                sending={finish.isPending}
                onSend={send}
              />
            </Grid.Col>
          </Grid>
        )}

        <RelatedProducts items={items} />
      </Stack>

      <ConfirmDeleteModal target={deleteTarget} deleting={deleting} onConfirm={confirmDelete} onClose={closeDelete} />
      <CartSentModal opened={sentOpened} onClose={() => setSentOpened(false)} />
    </Container>
  );
}
