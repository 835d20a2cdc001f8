import type { Cart } from '@cotizador/contracts/cart';
import type { ProductDetail } from '@cotizador/contracts/catalogue';
import { CART_ITEM_ADDED_MESSAGE, CART_ITEM_UPDATED_MESSAGE } from '@cotizador/domain/messages';
import { isDirectQuoteCompany } from '@cotizador/domain/pricing';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useSessionStore } from '@/stores/session-store';
import { useSaveQuotation } from '../api/save-quotation';
import type { EditableQuotation, QuoteMode } from '../lib/quote-form';
import {
  canSubmit,
  initialQuoteState,
  prefilledQuoteState,
  type QuoteFormState,
  type QuoteView,
  quotationFormData,
  quoteFormReducer,
  quoteView,
} from '../lib/quote-form';

/** SPEC §4: after adding or updating, the user goes to the catalogue after 500 ms. */
export const REDIRECT_AFTER_SAVE_MS = 500;

/** SPEC §4: the action button's text in each mode. */
export const SUBMIT_LABELS: Record<QuoteMode, string> = {
  add: 'Agregar cotización al carrito',
  edit: 'Actualizar cotización del carrito',
  create: 'Guardar cotización',
};

export type UseQuotationFormOptions = {
  product: ProductDetail | undefined;
  /** `?quotationId=`: the cart item being edited (cart companies only). */
  quotationId: number | null;
  /** The cart item of `quotationId`, once the cart has loaded. */
  editingQuotation: EditableQuotation | undefined;
  /** add and edit answer with the new cart: the app keeps its cart (badge, local cache) in sync. */
  onCartUpdated: (cart: Cart) => void;
  /** Company cpa saved a quotation: "Mis cotizaciones" will announce it once. */
  onQuotationCreated: () => void;
};

/** The specifications file of an edited item, fetched again from its signed URL. */
async function downloadExistingFile(url: string, name: string | null, signal: AbortSignal): Promise<File> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`Descarga del archivo fallida (${response.status})`);
  const type = response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? '';
  return new File([await response.arrayBuffer()], name || 'especificaciones', { type });
}

/** The quotation form of the product page: state, SPEC §4 logic, figures and submission. */
export function useQuotationForm(options: UseQuotationFormOptions) {
  const { product, quotationId, editingQuotation, onCartUpdated, onQuotationCreated } = options;
  const company = useSessionStore((state) => state.company);
  const isDirectQuote = isDirectQuoteCompany(company?.code);
  const mode: QuoteMode = isDirectQuote ? 'create' : quotationId !== null ? 'edit' : 'add';
  const [state, dispatch] = useReducer(quoteFormReducer, product, initialQuoteState);
  const save = useSaveQuotation();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [failures, setFailures] = useState(0);

  // Another product: a fresh form. (Adjusting state while rendering avoids one frame of old values.)
  if (product && state.productId !== product.id) {
    dispatch({ type: 'reset', state: initialQuoteState(product) });
  }
  // SPEC §4 "Editing from the cart": load the item's values once, when product and item are known.
  const canPrefill =
    mode === 'edit' &&
    product !== undefined &&
    editingQuotation !== undefined &&
    editingQuotation.id === quotationId &&
    editingQuotation.product_id === product.id &&
    state.productId === product.id &&
    state.prefilledQuotationId !== editingQuotation.id;
  if (canPrefill) {
    dispatch({ type: 'reset', state: prefilledQuoteState(product, editingQuotation) });
  }

  // ...and download its file again, to re-attach it (SPEC §8: a failure is only logged).
  const fileUrl = useRef<{ url: string | null; name: string | null }>({ url: null, name: null });
  fileUrl.current = { url: editingQuotation?.file ?? null, name: editingQuotation?.file_name ?? null };
  const prefilledId = state.prefilledQuotationId;
  const prefilledSpecial = state.specialQuotation;
  useEffect(() => {
    const { url, name } = fileUrl.current;
    if (prefilledId === null || !prefilledSpecial || !url) return;
    const controller = new AbortController();
    downloadExistingFile(url, name, controller.signal)
      .then((file) => dispatch({ type: 'existingFileLoaded', quotationId: prefilledId, file }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudo descargar el archivo de la cotización', error);
      });
    return () => controller.abort();
    // Once per edited item: a refreshed signed URL of the same item must not download it again.
  }, [prefilledId, prefilledSpecial]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const percentage = product?.percentage_indirect_expenses ?? company?.percentage_indirect_expenses ?? null;
  const view: QuoteView | null = useMemo(
    () => (product && state.productId === product.id ? quoteView(product, state, percentage) : null),
    [product, state, percentage],
  );
  const allowed = view !== null && canSubmit(state, view, isDirectQuote);
  // One action per attempt (lib/use-action.ts): busy from the click until the page has gone.
  const saveAction = useAction(async ({ idempotencyKey }) => {
    if (!product || !view || !allowed) return;
    let result: Awaited<ReturnType<typeof save.mutateAsync>>;
    try {
      result = await save.mutateAsync({ mode, quotationId, body: quotationFormData(product, state, view), idempotencyKey });
    } catch (error) {
      // The toast says why; focus goes back to the button (see QuotationForm).
      setFailures((count) => count + 1);
      throw error;
    }
    if (result.kind === 'created') {
      onQuotationCreated();
      await navigate(paths.quotations.href());
      return;
    }
    onCartUpdated(result.cart);
    notifySuccess(mode === 'edit' ? CART_ITEM_UPDATED_MESSAGE : CART_ITEM_ADDED_MESSAGE);
    await new Promise<void>((resolve) => {
      redirectTimer.current = setTimeout(() => {
        void Promise.resolve(navigate(paths.catalogue.href())).finally(resolve);
      }, REDIRECT_AFTER_SAVE_MS);
    });
  });
  const sending = saveAction.pending;
  const submit = saveAction.run;

  const actions = useMemo(
    () => ({
      setColor: (colorId: number | null) => dispatch({ type: 'colorChanged', colorId }),
      setUnits: (units: number | null) => dispatch({ type: 'unitsChanged', units }),
      setPrintType: (printTypeId: number | null) => dispatch({ type: 'printTypeChanged', printTypeId }),
      setCustomization: (customizationId: number | null, personalization: string | null) =>
        dispatch({ type: 'customizationChanged', customizationId, personalization }),
      setSpecial: (special: boolean) => dispatch({ type: 'specialChanged', special }),
      setRequirements: (requirements: string) => dispatch({ type: 'requirementsChanged', requirements }),
      setFile: (file: File | null) => dispatch({ type: 'fileChanged', file }),
      setClient: (clientId: number | null) => dispatch({ type: 'clientChanged', clientId }),
      setBrand: (brandId: number | null) => dispatch({ type: 'brandChanged', brandId }),
      setChannel: (channelId: number | null) => dispatch({ type: 'channelChanged', channelId }),
    }),
    [],
  );

  return {
    product,
    state: state satisfies QuoteFormState,
    view,
    mode,
    isDirectQuote,
    canSubmit: allowed && !sending,
    sending,
    /** Failed submissions so far (focus returns to the button after each). */
    failures,
    submitLabel: SUBMIT_LABELS[mode],
    actions,
    submit,
  };
}

export type QuotationFormController = ReturnType<typeof useQuotationForm>;
