import type { CartItem } from '@cotizador/contracts/cart';
import { formatMoney } from '@cotizador/domain/format';
import { personalizationLabel } from '@cotizador/domain/pricing';
import { ActionIcon, Anchor, Box, Button, Collapse, ColorSwatch, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconFileDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { WITHOUT_SHIPPING_LABEL } from '@/lib/price-labels';
import { deliveryDays, formatDays, formatUnits, logosText, previousUnitPrice } from '../lib/cart-format';
import classes from './cart.module.css';
import { ProductThumb } from './product-thumb';

type CartItemCardProps = {
  item: CartItem;
  onDelete: (item: CartItem) => void;
};

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.figure}>
      <div className={classes.figureLabel}>{label}</div>
      <div className={classes.figureValue}>{children}</div>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Box fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function FileLink({ item }: { item: CartItem }) {
  if (!item.file) return <Text size="sm">Sin archivo</Text>;
  return (
    <Anchor href={item.file} download={item.file_name ?? true} size="sm" fw={600}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconFileDownload size={16} aria-hidden style={{ flexShrink: 0 }} />
        <span>{item.file_name ?? 'Descargar archivo'}</span>
      </Group>
    </Anchor>
  );
}

function Requirements({ item }: { item: CartItem }) {
  return (
    <Detail label="Requerimientos">
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {item.additional_requirements || 'Sin requerimientos'}
      </Text>
    </Detail>
  );
}

/** SPEC §2 Cart: what a normal item shows under 'Ver detalle'. */
function NormalDetails({ item }: { item: CartItem }) {
  const days = deliveryDays(item);
  const printType = item.print_type?.name ?? null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
      <Detail label="Cajas master">{item.custom_total_master_boxes ?? '-'}</Detail>
      <Detail label="Color">
        <Group gap={6} wrap="nowrap">
          <ColorSwatch
            color={item.color.hex}
            size={14}
            withShadow={false}
            style={{ border: '1px solid var(--mantine-color-gray-3)' }}
          />
          <span>{item.color.name}</span>
        </Group>
      </Detail>
      <Detail label="Tipo de personalización">{printType ?? '-'}</Detail>
      {item.personalization && <Detail label={personalizationLabel(printType)}>{item.personalization}</Detail>}
      <Detail label="Número de logos">{logosText(item) ?? '-'}</Detail>
      <Detail label="Tiempo de entrega">{days === null ? '-' : formatDays(days)}</Detail>
      {item.special_quotation && (
        <Detail label="Archivo de distribución">
          <FileLink item={item} />
        </Detail>
      )}
      {item.special_quotation && (
        <Box style={{ gridColumn: '1 / -1' }}>
          <Requirements item={item} />
        </Box>
      )}
    </SimpleGrid>
  );
}

/** SPEC §2 Cart: the special product shows only units, requirements and file. */
function SpecialProductDetails({ item }: { item: CartItem }) {
  return (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
      <Detail label="Unidades">{formatUnits(item.units)}</Detail>
      <Detail label="Archivo de distribución">
        <FileLink item={item} />
      </Detail>
      <Box style={{ gridColumn: '1 / -1' }}>
        <Requirements item={item} />
      </Box>
    </SimpleGrid>
  );
}

/** The item's heading, where focus goes when the item before it is deleted. */
export function cartItemHeadingId(quotationId: number): string {
  return `cart-item-${quotationId}-title`;
}

/** One quotation of the cart: figures, delete, details toggle and the link to edit it. */
export function CartItemCard({ item, onDelete }: CartItemCardProps) {
  const [opened, details] = useDisclosure(false);
  const detailsId = useId();
  const isSpecialProduct = item.product.is_special;
  const previous = previousUnitPrice(item);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article" aria-label={item.product.name}>
      <div className={classes.item}>
        <div className={classes.thumb}>
          <ProductThumb product={item.product} alt={item.product.name} />
        </div>
        <Box className={classes.head}>
          <Text
            component="h3"
            id={cartItemHeadingId(item.id)}
            tabIndex={-1}
            fw={700}
            fz="lg"
            lh={1.3}
            m={0}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.product.name}
          </Text>
          <Text size="sm" c="dimmed">
            SKU: {item.product.sku}
          </Text>
        </Box>
        <ActionIcon
          className={classes.remove}
          variant="subtle"
          color="red"
          size="lg"
          radius="xl"
          aria-label={`Eliminar ${item.product.name} del carrito`}
          onClick={() => onDelete(item)}
        >
          <IconTrash size={20} stroke={1.7} aria-hidden />
        </ActionIcon>

        <div className={isSpecialProduct ? `${classes.figures} ${classes.single}` : classes.figures}>
          {!isSpecialProduct && (
            <Figure label="Precio unitario">
              <Group gap={6} wrap="wrap" component="span">
                <span>{formatMoney(item.unit_price)}</span>
                {previous !== null && (
                  <Text component="s" size="sm" c="dimmed" fw={400} aria-label={`Precio anterior ${formatMoney(previous)}`}>
                    {formatMoney(previous)}
                  </Text>
                )}
              </Group>
            </Figure>
          )}
          <Figure label="Volumen de venta">{formatUnits(item.units)}</Figure>
          {!isSpecialProduct && (
            <Figure label="Cotización final">
              <Text component="span" inherit c="brand.8">
                {formatMoney(item.final_price)}
              </Text>
              <Text component="span" display="block" size="xs" c="gray.7" fw={400}>
                {WITHOUT_SHIPPING_LABEL}
              </Text>
            </Figure>
          )}
        </div>

        <Group gap="xs" wrap="wrap" className={classes.actions}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={details.toggle}
            aria-expanded={opened}
            aria-controls={detailsId}
            rightSection={opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          >
            {opened ? 'Ocultar detalle' : 'Ver detalle'}
          </Button>
          <Button
            component={Link}
            to={paths.product.href(item.product_id, item.id)}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Editar cotización
          </Button>
        </Group>
      </div>

      <Collapse expanded={opened} id={detailsId}>
        <Box mt="md" p="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          {isSpecialProduct ? <SpecialProductDetails item={item} /> : <NormalDetails item={item} />}
        </Box>
      </Collapse>
    </Paper>
  );
}
