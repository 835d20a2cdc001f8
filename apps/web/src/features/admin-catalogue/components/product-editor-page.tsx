import type { AdminCatalogueOptions, AdminProduct } from '@cotizador/contracts/admin-products';
import {
  ActionIcon,
  Alert,
  Anchor,
  Autocomplete,
  Button,
  Checkbox,
  ColorInput,
  Fieldset,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuditHistory } from '@/components/admin-audit-history';
import { AdminScreen, PageHeader } from '@/components/admin-table';
import { adminPaths } from '@/config/admin-paths';
import type { ApiError } from '@/lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useCatalogueOptions, useProduct, useProductMutations, useProductPicker } from '../api/products';
import {
  bodyOf,
  type ColorRow,
  type CustomizationRow,
  emptyColor,
  emptyCustomization,
  emptyForm,
  emptyVolume,
  type FormErrors,
  formErrorsOf,
  formOf,
  type Num,
  type ProductForm,
  type VolumeRow,
  validateProduct,
} from '../lib/product-form';
import { PricePreview } from './price-preview';
import { ProductImageField } from './product-image-field';

const options = (list: Array<{ id: number; name: string }>) => list.map((o) => ({ value: String(o.id), label: o.name }));
const numberValue = (value: number | string): Num =>
  typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value);
const nameKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** After the errors render, the first field marked invalid takes the focus (and scrolls into view). */
function focusFirstError() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
}

/** /admin/catalogue/products/:id (or /new): every field and nested list of one product. */
export function ProductEditorPage() {
  const { id: param } = useParams();
  const id = param === 'new' ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const product = useProduct(valid ? id : null);
  const catalogue = useCatalogueOptions();

  if (!valid || product.isError) {
    return (
      <AdminScreen>
        <PageHeader title="Producto" description="" />
        <Alert color="red" role="alert">
          El producto no existe.{' '}
          <Anchor component={Link} to={adminPaths.catalogue.href()}>
            Volver a productos
          </Anchor>
        </Alert>
      </AdminScreen>
    );
  }
  if (!catalogue.data || (id !== null && !product.data)) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Cargando" />
      </Group>
    );
  }
  return <ProductEditor key={id ?? 'new'} product={product.data?.product ?? null} catalogue={catalogue.data} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function ProductEditor({ product, catalogue }: { product: AdminProduct | null; catalogue: AdminCatalogueOptions }) {
  const navigate = useNavigate();
  const { save } = useProductMutations();
  const [form, setForm] = useState<ProductForm>(() => (product ? formOf(product) : emptyForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const printTypes = useMemo(() => new Map(catalogue.print_types.map((p) => [String(p.id), p.name])), [catalogue]);
  const set = <K extends keyof ProductForm>(field: K, value: ProductForm[K]) => setForm((f) => ({ ...f, [field]: value }));
  const e = (field: string) => errors[field];

  const run = useAction(async () => {
    const found = validateProduct(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      notifyError('Revisa los campos marcados.');
      throw new Error('invalid');
    }
    try {
      const answer = await save.mutateAsync({ id: product?.id ?? null, body: bodyOf(form) });
      notifySuccess(answer.message);
      if (!product) navigate(adminPaths.product.href(answer.product.id), { replace: true });
      else setForm(formOf(answer.product));
    } catch (error) {
      const fields = (error as ApiError).fieldErrors ?? {};
      if (Object.keys(fields).length > 0) {
        setErrors(formErrorsOf(fields));
        focusFirstError();
        notifyError((error as ApiError).message);
      } else notifyApiError(error);
      throw error;
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run.run();
  };
  const errorCount = Object.keys(errors).length;

  return (
    <AdminScreen>
      <PageHeader
        title={product ? `${product.sku} · ${product.name}` : 'Nuevo producto'}
        description="Los cambios se ven en el catálogo de los vendedores en cuanto guardas."
        action={
          <Button component={Link} to={adminPaths.catalogue.href()} variant="default">
            Volver a productos
          </Button>
        }
      />
      <form onSubmit={onSubmit} noValidate aria-label={product ? 'Editar producto' : 'Nuevo producto'}>
        <Stack gap="md">
          <Section id="section-general" title="Datos generales">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                size="sm"
                label="SKU"
                required
                value={form.sku}
                onChange={(ev) => set('sku', ev.currentTarget.value)}
                error={e('sku')}
              />
              <TextInput
                size="sm"
                label="Nombre"
                required
                value={form.name}
                onChange={(ev) => set('name', ev.currentTarget.value)}
                error={e('name')}
              />
            </SimpleGrid>
            <Textarea
              label="Descripción"
              autosize
              minRows={3}
              value={form.description}
              onChange={(ev) => set('description', ev.currentTarget.value)}
              error={e('description')}
            />
            <SimpleGrid cols={{ base: 2, sm: 5 }}>
              {(
                [
                  ['length', 'Largo'],
                  ['width', 'Ancho'],
                  ['height', 'Alto'],
                  ['weight', 'Peso'],
                ] as const
              ).map(([field, label]) => (
                <NumberInput
                  key={field}
                  label={label}
                  min={0}
                  decimalScale={2}
                  value={form[field]}
                  onChange={(value) => set(field, numberValue(value))}
                  error={e(field)}
                />
              ))}
              <TextInput
                size="sm"
                label="Unidad de medida"
                placeholder="cm"
                value={form.unit_measure}
                onChange={(ev) => set('unit_measure', ev.currentTarget.value)}
                error={e('unit_measure')}
              />
            </SimpleGrid>
            <ProductImageField
              label="Imágenes del producto"
              images={form.images}
              onChange={(images) => set('images', images)}
              error={e('images')}
            />
            <Textarea
              label="Notas"
              autosize
              minRows={2}
              value={form.notes}
              onChange={(ev) => set('notes', ev.currentTarget.value)}
              error={e('notes')}
            />
            <Switch
              label="Activo (visible para los vendedores)"
              checked={form.is_active}
              onChange={(ev) => set('is_active', ev.currentTarget.checked)}
            />
          </Section>

          <Section id="section-taxonomy" title="Clasificación">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MultiSelect
                label="Tipos de producto"
                searchable
                data={options(catalogue.types)}
                value={form.type_ids}
                onChange={(value) => set('type_ids', value)}
                error={e('type_ids') ?? e('type_ids.0')}
              />
              <MultiSelect
                label="Categorías"
                searchable
                data={options(catalogue.categories)}
                value={form.category_ids}
                onChange={(value) => set('category_ids', value)}
                error={e('category_ids') ?? e('category_ids.0')}
              />
              <Select
                label="Material"
                searchable
                clearable
                data={options(catalogue.materials)}
                value={form.material_id}
                onChange={(value) => set('material_id', value)}
                error={e('material_id')}
              />
              <Select
                label="Temporada o versión"
                searchable
                clearable
                data={options(catalogue.versions)}
                value={form.product_version_id}
                onChange={(value) => set('product_version_id', value)}
                error={e('product_version_id')}
              />
            </SimpleGrid>
          </Section>

          <Section id="section-colors" title="Colores">
            <ColorsEditor form={form} setForm={setForm} catalogue={catalogue} errors={errors} />
          </Section>

          <Section id="section-prices" title="Precios">
            <PricesEditor form={form} setForm={setForm} catalogue={catalogue} errors={errors} />
          </Section>

          <PricePreview form={form} printTypes={printTypes} />

          <Section id="section-boxes" title="Cajas">
            <BoxEditor form={form} setForm={setForm} catalogue={catalogue} errors={errors} />
          </Section>

          <Section id="section-related" title="Relacionados">
            <RelatedPicker
              form={form}
              selfId={product?.id ?? null}
              onChange={(related) => set('related', related)}
              error={e('related_ids') ?? e('related_ids.0')}
            />
          </Section>

          {errorCount > 0 && (
            <Alert color="red" role="alert">
              {errorCount === 1 ? 'Hay 1 campo por corregir.' : `Hay ${errorCount} campos por corregir.`}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={run.pending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
      {product && <AuditHistory entityType="product" entityId={product.id} />}
    </AdminScreen>
  );
}

type ListEditorProps = {
  form: ProductForm;
  setForm: (update: (form: ProductForm) => ProductForm) => void;
  catalogue: AdminCatalogueOptions;
  errors: FormErrors;
};

function ColorsEditor({ form, setForm, catalogue, errors }: ListEditorProps) {
  const change = (key: string, patch: Partial<ColorRow>) =>
    setForm((f) => ({ ...f, colors: f.colors.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));
  const names = catalogue.colors.map((c) => c.name);
  return (
    <Stack gap="sm">
      {errors.colors && (
        <Alert color="red" role="alert">
          {errors.colors}
        </Alert>
      )}
      {form.colors.length === 0 && (
        <Text c="dimmed">Sin colores. Agrega al menos uno para que el producto se pueda cotizar.</Text>
      )}
      {form.colors.map((color, i) => (
        <Fieldset key={color.key} legend={`Color ${i + 1}${color.name ? `: ${color.name}` : ''}`}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Autocomplete
                label="Nombre del color"
                required
                data={names}
                value={color.name}
                onChange={(name) => {
                  const known = catalogue.colors.find((c) => nameKey(c.name) === nameKey(name));
                  change(color.key, known ? { name, color_id: known.id, hex: known.hex } : { name, color_id: null });
                }}
                error={errors[`colors.${i}.name`] ?? errors[`colors.${i}.color_id`]}
              />
              <ColorInput
                label="Hex"
                format="hex"
                value={color.hex}
                onChange={(hex) => change(color.key, { hex: hex.toUpperCase() })}
                error={errors[`colors.${i}.hex`]}
                description="Cambiarlo cambia el color en todo el catálogo."
                eyeDropperButtonProps={{ 'aria-label': 'Tomar un color de la pantalla' }}
              />
              <NumberInput
                label="Existencias"
                min={0}
                allowDecimal={false}
                value={color.stock}
                onChange={(value) => change(color.key, { stock: numberValue(value) })}
                error={errors[`colors.${i}.stock`]}
                description="Vacío: sin dato de existencias."
              />
            </SimpleGrid>
            <ProductImageField
              label={`Imágenes del color ${i + 1}`}
              images={color.images}
              onChange={(images) => change(color.key, { images })}
              error={errors[`colors.${i}.images`]}
            />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={color.quoted}
                title={color.quoted ? 'Tiene cotizaciones: déjalo con existencias 0.' : undefined}
                onClick={() => setForm((f) => ({ ...f, colors: f.colors.filter((c) => c.key !== color.key) }))}
              >
                Quitar color {i + 1}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setForm((f) => ({ ...f, colors: [...f.colors, emptyColor()] }))}
        >
          Agregar color
        </Button>
      </Group>
    </Stack>
  );
}

function PricesEditor({ form, setForm, catalogue, errors }: ListEditorProps) {
  const changeVolume = (key: string, patch: Partial<VolumeRow>) =>
    setForm((f) => ({ ...f, volumes: f.volumes.map((v) => (v.key === key ? { ...v, ...patch } : v)) }));
  const changeCustomization = (key: string, patch: Partial<CustomizationRow>) =>
    setForm((f) => ({ ...f, customizations: f.customizations.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));
  const volumeLabel = (v: VolumeRow, i: number) =>
    v.minimum_units !== '' && v.maximum_units !== '' ? `${v.minimum_units}–${v.maximum_units} piezas` : `volumen ${i + 1}`;
  return (
    <Stack gap="md">
      {(errors.sale_volumes ?? errors.customizations) && (
        <Alert color="red" role="alert">
          {errors.sale_volumes ?? errors.customizations}
        </Alert>
      )}
      <Title order={3} size="h5">
        Volúmenes de venta
      </Title>
      {form.volumes.length === 0 && <Text c="dimmed">Sin volúmenes: el producto no tiene precio.</Text>}
      {form.volumes.map((volume, i) => (
        <Fieldset key={volume.key} legend={`Volumen ${i + 1}`}>
          <SimpleGrid cols={{ base: 2, sm: 5 }} style={{ alignItems: 'end' }}>
            <NumberInput
              label="Unidades mínimas"
              min={1}
              allowDecimal={false}
              value={volume.minimum_units}
              onChange={(value) => changeVolume(volume.key, { minimum_units: numberValue(value) })}
              error={errors[`sale_volumes.${i}.minimum_units`]}
            />
            <NumberInput
              label="Unidades máximas"
              min={1}
              allowDecimal={false}
              value={volume.maximum_units}
              onChange={(value) => changeVolume(volume.key, { maximum_units: numberValue(value) })}
              error={errors[`sale_volumes.${i}.maximum_units`]}
            />
            <NumberInput
              label="Precio base (MXN)"
              min={0}
              decimalScale={2}
              prefix="$"
              fixedDecimalScale
              thousandSeparator=","
              value={volume.base_price}
              onChange={(value) => changeVolume(volume.key, { base_price: numberValue(value) })}
              error={errors[`sale_volumes.${i}.base_price_cents`]}
            />
            <NumberInput
              label="Días de personalización"
              min={0}
              allowDecimal={false}
              value={volume.days_customization}
              onChange={(value) => changeVolume(volume.key, { days_customization: numberValue(value) })}
              error={errors[`sale_volumes.${i}.days_customization`]}
            />
            <Button
              variant="subtle"
              color="red"
              disabled={volume.quoted}
              title={volume.quoted ? 'Tiene cotizaciones: no se puede quitar.' : undefined}
              onClick={() => setForm((f) => ({ ...f, volumes: f.volumes.filter((v) => v.key !== volume.key) }))}
            >
              Quitar volumen {i + 1}
            </Button>
          </SimpleGrid>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setForm((f) => ({ ...f, volumes: [...f.volumes, emptyVolume()] }))}
        >
          Agregar volumen
        </Button>
      </Group>

      <Title order={3} size="h5">
        Personalizaciones (costo por pieza según el volumen)
      </Title>
      {form.customizations.map((cu, i) => (
        <Fieldset key={cu.key} legend={`Personalización ${i + 1}`}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <Select
                label="Tipo de impresión"
                required
                searchable
                data={options(catalogue.print_types)}
                value={cu.print_type_id}
                onChange={(value) => changeCustomization(cu.key, { print_type_id: value })}
                error={errors[`customizations.${i}.print_type_id`]}
              />
              <TextInput
                size="sm"
                label="Personalización"
                required
                placeholder="1 tinta"
                value={cu.personalization}
                onChange={(ev) => changeCustomization(cu.key, { personalization: ev.currentTarget.value })}
                error={errors[`customizations.${i}.personalization`]}
              />
              <NumberInput
                label="Tintas máximas"
                min={0}
                allowDecimal={false}
                value={cu.max_number_inks}
                onChange={(value) => changeCustomization(cu.key, { max_number_inks: numberValue(value) })}
                error={errors[`customizations.${i}.max_number_inks`]}
              />
              <TextInput
                size="sm"
                label="Área de impresión"
                value={cu.printing_area}
                onChange={(ev) => changeCustomization(cu.key, { printing_area: ev.currentTarget.value })}
                error={errors[`customizations.${i}.printing_area`]}
              />
            </SimpleGrid>
            {form.volumes.length > 0 && (
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {form.volumes.map((volume, v) => (
                  <NumberInput
                    key={volume.key}
                    label={`Costo por pieza, ${volumeLabel(volume, v)}`}
                    min={0}
                    decimalScale={2}
                    prefix="$"
                    fixedDecimalScale
                    value={cu.costs[volume.key] ?? ''}
                    onChange={(value) =>
                      changeCustomization(cu.key, { costs: { ...cu.costs, [volume.key]: numberValue(value) } })
                    }
                  />
                ))}
              </SimpleGrid>
            )}
            {errors[`customizations.${i}.costs`] && (
              <Text c="red.8" size="sm" role="alert">
                {errors[`customizations.${i}.costs`]}
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                variant="subtle"
                color="red"
                disabled={cu.quoted}
                title={cu.quoted ? 'Tiene cotizaciones: no se puede quitar.' : undefined}
                onClick={() => setForm((f) => ({ ...f, customizations: f.customizations.filter((c) => c.key !== cu.key) }))}
              >
                Quitar personalización {i + 1}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setForm((f) => ({ ...f, customizations: [...f.customizations, emptyCustomization()] }))}
        >
          Agregar personalización
        </Button>
      </Group>
    </Stack>
  );
}

function BoxEditor({ form, setForm, catalogue, errors }: ListEditorProps) {
  const box = form.box;
  const change = (patch: Partial<ProductForm['box']>) => setForm((f) => ({ ...f, box: { ...f.box, ...patch } }));
  const measures = [
    ['length', 'Largo de la caja'],
    ['width', 'Ancho de la caja'],
    ['height', 'Alto de la caja'],
    ['weight', 'Peso de la caja'],
  ] as const;
  return (
    <Stack gap="sm">
      <Switch
        label="Tiene caja contenedora"
        checked={box.enabled}
        onChange={(ev) => change({ enabled: ev.currentTarget.checked })}
      />
      {box.enabled && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {measures.map(([field, label]) => (
              <NumberInput
                key={field}
                label={label}
                min={0}
                decimalScale={2}
                value={box[field]}
                onChange={(value) => change({ [field]: numberValue(value) })}
                error={errors[`box.${field}`]}
              />
            ))}
          </SimpleGrid>
          <Checkbox
            label="Medidas conocidas"
            checked={box.dimensions_known}
            onChange={(ev) => change({ dimensions_known: ev.currentTarget.checked })}
          />
          <Switch
            label="Se envía en caja maestra"
            checked={box.master}
            onChange={(ev) => change({ master: ev.currentTarget.checked })}
          />
          {box.master && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Tipo de caja maestra"
                clearable
                data={options(catalogue.box_types)}
                value={box.box_type_id}
                onChange={(value) => change({ box_type_id: value })}
                error={errors['box.master.box_type_id']}
              />
              <NumberInput
                label="Cajas por caja maestra"
                required
                min={1}
                allowDecimal={false}
                value={box.max_total_containers}
                onChange={(value) => change({ max_total_containers: numberValue(value) })}
                error={errors['box.master.max_total_containers']}
              />
              <NumberInput
                label="Días de envío"
                required
                min={0}
                allowDecimal={false}
                value={box.days_approx_shipping}
                onChange={(value) => change({ days_approx_shipping: numberValue(value) })}
                error={errors['box.master.days_approx_shipping']}
              />
              <NumberInput
                label="Precio de envío por caja maestra (MXN)"
                required
                min={0}
                decimalScale={2}
                prefix="$"
                fixedDecimalScale
                value={box.base_delivery}
                onChange={(value) => change({ base_delivery: numberValue(value) })}
                error={errors['box.master.base_delivery_price_cents']}
              />
              <NumberInput
                label="Precio de empaque (MXN)"
                min={0}
                decimalScale={2}
                prefix="$"
                fixedDecimalScale
                value={box.packaging}
                onChange={(value) => change({ packaging: numberValue(value) })}
                error={errors['box.master.packaging_price_cents']}
              />
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

function RelatedPicker({
  form,
  selfId,
  onChange,
  error,
}: {
  form: ProductForm;
  selfId: number | null;
  onChange: (related: ProductForm['related']) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useProductPicker(debounced);
  const known = new Map(form.related.map((r) => [String(r.id), r]));
  for (const row of found.data?.data ?? []) if (row.id !== selfId && !known.has(String(row.id))) known.set(String(row.id), row);
  const data = [...known.values()].map((r) => ({ value: String(r.id), label: `${r.sku} · ${r.name}` }));
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Productos relacionados"
        description="Busca por SKU o nombre; se muestran en este orden en la ficha del producto."
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={data}
        value={form.related.map((r) => String(r.id))}
        onChange={(ids) =>
          onChange(ids.flatMap((id) => known.get(id) ?? []).map((r) => ({ id: r.id, sku: r.sku, name: r.name })))
        }
        nothingFoundMessage="Sin resultados"
        error={error}
        maxValues={50}
      />
      {form.related.length > 0 && (
        <Group gap="xs">
          {form.related.map((r) => (
            <ActionIcon
              key={r.id}
              variant="subtle"
              size="sm"
              component={Link}
              to={adminPaths.product.href(r.id)}
              aria-label={`Abrir ${r.sku}`}
              w="auto"
              px={6}
            >
              <Text size="xs">{r.sku}</Text>
            </ActionIcon>
          ))}
        </Group>
      )}
    </Stack>
  );
}
