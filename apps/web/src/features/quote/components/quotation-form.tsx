import { numberFormatter } from '@cotizador/domain/format';
import { PRICE_CONDITIONS_NOTE } from '@cotizador/domain/messages';
import { REQUIREMENTS_MAX_LENGTH } from '@cotizador/domain/pricing';
import { SPEC_FILE_ACCEPT, specFileError } from '@cotizador/domain/spec-file';
import { Box, Button, Checkbox, FileInput, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconFileUpload, IconInfoCircle, IconShoppingCartPlus } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ChoiceSelect } from '@/components/choice-select';
import type { QuotationFormController } from '../hooks/use-quotation-form';
import { toId } from '../lib/select-id';

/** SPEC §5: the printing cost note, verbatim. */
export const PRINTING_COST_NOTE =
  'Los costos y las técnicas de personalización son propuestas que se validaran de forma oficial al momento de la respuesta de cotización.';

/** SPEC §5: the units note, except for the special product. */
export function unitsNote(min: number, max: number): string {
  return `NOTA: Este producto tiene un mínimo de venta de ${unitsFormatter.format(min)} y un máximo de ${unitsFormatter.format(max)} pzs`;
}

const unitsFormatter = numberFormatter();

/** The API refuses other types and files over 10 MB (one rule: packages/domain/src/spec-file.ts). */
const fileProblem = (file: File): string | null => specFileError(file);

/**
 * The client, brand and channel fields of the company that quotes directly: their own code, loaded
 * only for it (the product route's loader starts it with the product, so the form does not wait).
 */
export const loadDirectQuoteFields = () => import('./direct-quote-fields');
const DirectQuoteFields = lazy(() => loadDirectQuoteFields().then((m) => ({ default: m.DirectQuoteFields })));

/** The units field reads whole pieces only: digits, nothing else (no separators, signs or exponents). */
export const UNITS_NOT_INTEGER_MESSAGE = 'Escribe las unidades como un número entero de piezas, solo con dígitos';
const UNITS_MAX_DIGITS = 9;

export type ParsedUnits = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid' };

export function parseUnits(text: string): ParsedUnits {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!/^\d+$/.test(trimmed) || trimmed.length > UNITS_MAX_DIGITS) return { kind: 'invalid' };
  return { kind: 'number', value: Number(trimmed) };
}

/** SPEC §4: the technique follows the units; the placeholder says what is missing. */
export function printTypePlaceholder(units: number | null, inRange: boolean, options: number): string {
  if (units === null) return 'Indica primero las unidades';
  if (!inRange) return 'Corrige primero las unidades';
  if (options === 0) return 'Sin técnicas para estas unidades';
  return 'Selecciona una técnica';
}

type UnitsFieldProps = {
  units: number | null;
  onUnits: (units: number | null) => void;
  placeholder: string;
  outOfRange: boolean;
  /** SPEC §5 note (red when out of range); null for the special product. */
  note: string | null;
};

/**
 * A plain integer field: what the user types stays as typed. Anything but digits is refused with a
 * field error (never rewritten); a number out of range marks the field and turns the note red.
 */
function UnitsField({ units, onUnits, placeholder, outOfRange, note }: UnitsFieldProps) {
  const [text, setText] = useState(units === null ? '' : String(units));
  const parsed = parseUnits(text);
  // Units set from outside (another product, a cart item being edited) replace the text.
  const inSync = parsed.kind === 'invalid' || (parsed.kind === 'number' ? parsed.value === units : units === null);
  if (!inSync) setText(units === null ? '' : String(units));

  const invalid = parsed.kind === 'invalid';
  const describedBy = [invalid ? 'units-error' : null, note ? 'units-note' : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <TextInput
        label="Unidades"
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const value = parseUnits(next);
          onUnits(value.kind === 'number' ? value.value : null);
        }}
        withAsterisk
        error={invalid ? UNITS_NOT_INTEGER_MESSAGE : outOfRange}
        errorProps={{ id: 'units-error', role: 'alert' }}
        aria-describedby={describedBy}
        data-out-of-range={outOfRange || undefined}
      />
      {note && (
        <Text
          id="units-note"
          size="sm"
          mt={6}
          c={outOfRange ? 'red.7' : 'dimmed'}
          fw={outOfRange ? 600 : 400}
          data-out-of-range={outOfRange}
        >
          {note}
        </Text>
      )}
    </Box>
  );
}

/** The form's foot: the printing cost note (SPEC §5) and what every price means (SPEC §1). */
function PriceNotes() {
  return (
    <Paper radius="md" p="sm" bg="gray.0" component="aside" aria-label="Condiciones de la cotización">
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconInfoCircle
          size={18}
          stroke={1.7}
          color="var(--mantine-color-brand-7)"
          aria-hidden
          style={{ flexShrink: 0, marginTop: 2 }}
        />
        <Stack gap={4}>
          <Text size="sm" c="gray.7">
            {PRINTING_COST_NOTE}
          </Text>
          <Text size="sm" c="gray.7" fw={600}>
            {PRICE_CONDITIONS_NOTE}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** SPEC §2/§4/§5: the quotation form of the product page. */
export function QuotationForm({ quote }: { quote: QuotationFormController }) {
  const { state, view, actions } = quote;
  const [fileError, setFileError] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // After a failed submission the button is enabled again: focus it, not the page body.
  const { failures, sending } = quote;
  useEffect(() => {
    if (failures > 0 && !sending) submitRef.current?.focus();
  }, [failures, sending]);
  if (!view) return null;

  const special = view.isSpecialProduct;
  const { min, max } = view.unitsRange;
  const outOfRange = state.units !== null && !view.unitsInRange;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    quote.submit();
  };

  const onFile = (file: File | null) => {
    const problem = file ? fileProblem(file) : null;
    setFileError(problem);
    actions.setFile(problem ? null : file);
  };

  const onSpecial = (checked: boolean) => {
    setFileError(null);
    actions.setSpecial(checked);
  };

  return (
    <form onSubmit={onSubmit} aria-label="Cotización" noValidate>
      <Stack gap="md">
        {quote.isDirectQuote && (
          <Suspense fallback={<Box mih={62} aria-hidden />}>
            <DirectQuoteFields quote={quote} />
          </Suspense>
        )}

        <UnitsField
          units={state.units}
          onUnits={actions.setUnits}
          placeholder={special ? 'Número de piezas' : `De ${unitsFormatter.format(min)} a ${unitsFormatter.format(max)} piezas`}
          outOfRange={outOfRange}
          note={special ? null : unitsNote(min, max)}
        />

        {!special && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <ChoiceSelect
                label="Tipo de personalización"
                placeholder={printTypePlaceholder(state.units, view.unitsInRange, view.printTypeOptions.length)}
                data={view.printTypeOptions}
                value={state.printTypeId === null ? null : String(state.printTypeId)}
                onChange={(value) => actions.setPrintType(toId(value))}
                disabled={!view.unitsInRange}
                withAsterisk
              />
              <ChoiceSelect
                label={view.customizationLabel}
                placeholder={state.printTypeId === null ? 'Elige primero la técnica' : 'Selecciona una opción'}
                data={view.customizationOptions}
                value={view.chosenEntry ? String(view.chosenEntry.customization.id) : null}
                onChange={(value) => {
                  const option = view.customizationOptions.find((candidate) => candidate.value === value);
                  actions.setCustomization(toId(value), option?.label ?? null);
                }}
                disabled={state.printTypeId === null}
                withAsterisk
              />
            </SimpleGrid>
            <TextInput
              label="Posiciones"
              value={String(state.positions)}
              readOnly
              w={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-sm) / 2)' }}
              description="Se calcula según la personalización elegida"
            />
          </>
        )}

        <Checkbox
          label="Cotización especial"
          description={special ? 'Este producto siempre se cotiza como especial.' : undefined}
          checked={state.specialQuotation}
          disabled={state.specialLocked}
          onChange={(event) => onSpecial(event.currentTarget.checked)}
        />

        <Textarea
          label="Requerimientos adicionales"
          placeholder={
            state.specialQuotation ? 'Describe lo que necesita tu cliente' : 'Activa la cotización especial para escribir'
          }
          value={state.requirements}
          onChange={(event) => actions.setRequirements(event.currentTarget.value)}
          disabled={!state.specialQuotation}
          maxLength={REQUIREMENTS_MAX_LENGTH}
          rows={4}
          resize="vertical"
          withAsterisk={state.specialQuotation}
          description={`${state.requirements.length}/${REQUIREMENTS_MAX_LENGTH}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right', marginTop: 4 } }}
        />

        <FileInput
          label="Archivo de especificaciones"
          placeholder={state.specialQuotation ? 'Selecciona un archivo' : 'Activa la cotización especial para adjuntar'}
          description={`Formatos: ${SPEC_FILE_ACCEPT.split(',').join(', ')}`}
          accept={SPEC_FILE_ACCEPT}
          value={state.file}
          onChange={onFile}
          disabled={!state.specialQuotation}
          clearable
          withAsterisk={special}
          error={fileError}
          leftSection={<IconFileUpload size={18} stroke={1.6} aria-hidden />}
          clearButtonProps={{ 'aria-label': 'Quitar archivo' }}
        />

        <PriceNotes />

        <Button
          ref={submitRef}
          type="submit"
          size="md"
          fullWidth
          disabled={!quote.canSubmit}
          loading={quote.sending}
          leftSection={
            quote.mode === 'create' ? <IconDeviceFloppy size={20} aria-hidden /> : <IconShoppingCartPlus size={20} aria-hidden />
          }
        >
          {quote.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
