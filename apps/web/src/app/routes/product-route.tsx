import { Button, Container, Grid, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useCart, useSetCartData } from '@/features/cart/api/get-cart';
import { useRecordProductView } from '@/features/product/api/add-product-view';
import { isProductNotFound, parseProductId, productQueryOptions, useProduct } from '@/features/product/api/get-product';
import { ProductNotFound } from '@/features/product/components/product-not-found';
import { ProductView } from '@/features/product/components/product-view';
import { markQuotationCreated } from '@/features/quotations/stores/quotation-created';
import { useIsSendingQuotation } from '@/features/quote/api/save-quotation';
import { QuotationFigures } from '@/features/quote/components/quotation-figures';
import { loadDirectQuoteFields, QuotationForm } from '@/features/quote/components/quotation-form';
import { useQuotationForm } from '@/features/quote/hooks/use-quotation-form';
import { notifyApiError } from '@/lib/notify';
import { preloadImage } from '@/lib/prefetch';
import { isDirectQuoteCompany } from '@/lib/user';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import type { RouteDataContext } from '../route-data';

/**
 * The route's loader (issue 18): the product, then its first image (the gallery opens on the first
 * colour's first image), requested beside this screen's code; settles with the product (or its
 * failure, which the screen shows); for the company that quotes directly, its client, brand and
 * channel fields too. Nothing without a session.
 */
export function prefetchProductData({ queryClient, params }: RouteDataContext): Promise<void> {
  const id = parseProductId(params.id);
  const session = useSessionStore.getState();
  if (id === null || !selectIsLoggedIn(session)) return Promise.resolve();
  if (isDirectQuoteCompany(session.company)) void loadDirectQuoteFields().catch(() => undefined);
  return queryClient.fetchQuery(productQueryOptions(id)).then(
    (product) => preloadImage(product.productcolors[0]?.images[0]),
    () => undefined,
  );
}

/** A product card about to be opened (lib/prefetch.ts): this screen's code is here; the product. */
export function prefetchProductOnIntent(queryClient: QueryClient, productId: number): void {
  void queryClient.prefetchQuery(productQueryOptions(productId));
}

function ProductSkeleton() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} aria-busy>
      <Stack gap="lg">
        <Skeleton height={20} width={180} />
        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
            <Skeleton style={{ aspectRatio: '1 / 1' }} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
            <Stack gap="md">
              <Skeleton height={32} width="70%" />
              <Skeleton height={16} width="30%" />
              <Skeleton height={72} />
              <Skeleton height={36} width="50%" />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

/** `?quotationId=`: the cart item being edited (SPEC §2), a positive integer, else none. */
function parseQuotationId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * /products/:id (SPEC §2 Product detail): loads the product, records the view and composes the
 * product view with the quotation form (which holds the selected colour, the first by default).
 */
export function ProductRoute() {
  const { id: idParam } = useParams();
  const [searchParams] = useSearchParams();
  const routeProductId = parseProductId(idParam);
  // SPEC §4: a route change to another product reloads it, unless a quotation is being sent.
  const sending = useIsSendingQuotation();
  const [productId, setProductId] = useState(routeProductId);
  if (productId !== routeProductId && !sending) setProductId(routeProductId);
  const product = useProduct(productId);
  // The first arrival of the product renders in the background (interruptible slices, issue 18:
  // no long task on a phone); the skeleton stays until then. Another product replaces it at once.
  const deferredProduct = useDeferredValue(product.data);
  const shownProduct = product.data && deferredProduct && deferredProduct.id !== product.data.id ? product.data : deferredProduct;

  // Editing a cart item (cart companies only): its values come from the cart.
  const isDirectQuote = isDirectQuoteCompany(useSessionStore((state) => state.company));
  const quotationId = isDirectQuote ? null : parseQuotationId(searchParams.get('quotationId'));
  const cart = useCart({ enabled: quotationId !== null });
  // Not the locally cached copy: its signed file URL may have expired.
  const editingQuotation = cart.isPlaceholderData
    ? undefined
    : cart.data?.multi_quotation.find((item) => item.id === quotationId);
  const setCartData = useSetCartData();
  const quote = useQuotationForm({
    product: product.data,
    quotationId,
    editingQuotation,
    onCartUpdated: setCartData,
    onQuotationCreated: markQuotationCreated,
  });

  useRecordProductView(product.data?.id);

  // SPEC §8: errors other than "not found" are shown as a toast (the not-found view says it all).
  const { error } = product;
  useEffect(() => {
    if (error && !isProductNotFound(error)) notifyApiError(error);
  }, [error]);

  const title = (
    <VisuallyHidden>
      <PageTitle />
    </VisuallyHidden>
  );

  if (productId === null || (product.isError && isProductNotFound(product.error))) {
    return (
      <>
        {title}
        <ProductNotFound />
      </>
    );
  }

  if (!shownProduct) {
    return (
      <>
        {title}
        {product.isError && !product.data ? (
          <Container size="sm" py="xl">
            <Paper withBorder radius="lg" p="xl">
              <Stack align="center" gap="sm">
                <Text c="dimmed" ta="center">
                  No pudimos cargar el producto.
                </Text>
                <Button variant="light" onClick={() => void product.refetch()}>
                  Reintentar
                </Button>
              </Stack>
            </Paper>
          </Container>
        ) : (
          <ProductSkeleton />
        )}
      </>
    );
  }

  const data = shownProduct;
  const selectedColorId = quote.state.colorId ?? data.productcolors[0]?.id ?? null;

  return (
    <>
      {title}
      <ProductView
        product={data}
        selectedColorId={selectedColorId}
        onSelectColor={quote.actions.setColor}
        units={quote.view?.unitsInRange ? quote.state.units : null}
        figures={<QuotationFigures figures={quote.view?.figures ?? null} />}
        form={<QuotationForm quote={quote} />}
      />
    </>
  );
}
