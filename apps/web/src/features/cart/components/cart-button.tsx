import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCart } from '../api/get-cart';

export const CART_LABEL = 'Carrito de cotizaciones';

/** SPEC §2: the cart icon with the number of quotations in the cart (not shown for cpa). */
export function CartButton() {
  const { data } = useCart();
  const count = data?.multi_quotation.length ?? 0;
  return (
    <ActionIcon
      component={Link}
      to={paths.cart.href()}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={count > 0 ? `${CART_LABEL}: ${count}` : CART_LABEL}
      // The count badge sits on the icon's corner: it must not be clipped by the button.
      style={{ overflow: 'visible' }}
    >
      <Indicator disabled={count === 0} label={count} size={18} color="orange" offset={2} maxValue={99}>
        <IconShoppingCart size={22} stroke={1.7} aria-hidden />
      </Indicator>
    </ActionIcon>
  );
}
