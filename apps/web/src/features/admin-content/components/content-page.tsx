import type { AdminBanner, AdminSlider } from '@cotizador/contracts/admin-content';
import type { BannerSection } from '@cotizador/contracts/home';
import {
  Badge,
  Button,
  Divider,
  Drawer,
  FileInput,
  Group,
  Image,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { AuditHistory } from '@/components/admin-audit-history';

import { notifySuccess } from '@/lib/notify';
import { useFormAction } from '@/lib/use-form-action';
import { type ContentKind, useBanners, useContentMutations, useSliders } from '../api/content';
import { AdminScreen } from './admin-screen';
import { CategoryPicker, ColorPicker, type PickedProduct, ProductPicker } from './content-pickers';
import { ContentPreview } from './content-preview';
import { SortableList } from './sortable-list';

const SECTION_LABELS: Record<BannerSection, string> = { home: 'Inicio', catalogue: 'Catálogo' };
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
/** The default placeholder grey is below AA contrast on white. */
const PLACEHOLDER_STYLES = { placeholder: { color: 'var(--mantine-color-gray-7)' } };
const IMAGE_HELP = 'PNG, JPG o WebP de hasta 5 MB. Se ajusta a 1920 px de ancho.';

type Item = AdminSlider | AdminBanner;
type Editing = { kind: ContentKind; item: Item | null; section: BannerSection } | null;

/** /admin/content: the sliders of the operator's home and the banners of home and catalogue. */
export function ContentPage() {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<{ kind: ContentKind; item: Item } | null>(null);
  const [section, setSection] = useState<BannerSection>('home');
  const { remove } = useContentMutations();

  return (
    <AdminScreen>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Contenido
        </Title>
        <Text c="dimmed" size="sm">
          Sliders y banners que ven los vendedores, en el orden que elijas: arrastra una fila o usa las flechas.
        </Text>
      </Stack>
      <Tabs defaultValue="sliders" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="sliders">Sliders del inicio</Tabs.Tab>
          <Tabs.Tab value="banners">Banners</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sliders" pt="md">
          <SlidersPanel
            onEdit={(item) => setEditing({ kind: 'sliders', item, section })}
            onRemove={(item) => setRemoving({ kind: 'sliders', item })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="banners" pt="md">
          <BannersPanel
            section={section}
            onSection={setSection}
            onEdit={(item) => setEditing({ kind: 'banners', item, section })}
            onRemove={(item) => setRemoving({ kind: 'banners', item })}
          />
        </Tabs.Panel>
      </Tabs>

      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={editing ? `${editing.item ? 'Editar' : 'Nuevo'} ${editing.kind === 'sliders' ? 'slider' : 'banner'}` : ''}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        {editing && <ContentForm key={editing.item?.id ?? 'new'} {...editing} onDone={() => setEditing(null)} />}
      </Drawer>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing?.kind === 'sliders' ? 'Eliminar slider' : 'Eliminar banner'}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        centered
      >
        {removing && (
          <Stack>
            <Text size="sm">¿Eliminar «{removing.item.title}» y sus imágenes? Los vendedores dejarán de verlo al instante.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancelar
              </Button>
              <ActionButton
                color="red"
                onAction={async () => {
                  const answer = await remove.mutateAsync({ kind: removing.kind, id: removing.item.id });
                  notifySuccess(answer.message);
                  setRemoving(null);
                }}
              >
                Eliminar
              </ActionButton>
            </Group>
          </Stack>
        )}
      </Modal>
    </AdminScreen>
  );
}

function Row({ item, onEdit, onRemove, extra }: { item: Item; onEdit: () => void; onRemove: () => void; extra: string | null }) {
  return (
    // On a phone the buttons go under the picture and the title instead of squeezing the title out.
    <Group wrap="wrap" gap="sm">
      <Group wrap="nowrap" gap="sm" style={{ flex: '1 1 14rem', minWidth: 0 }}>
        {item.image[0] ? (
          <Image src={item.image[0]} alt="" w={96} h={40} fit="cover" radius="sm" style={{ flexShrink: 0 }} />
        ) : null}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {item.title}
            </Text>
            <Badge size="sm" variant="dot" color={item.status ? 'green' : 'gray'} tt="none" style={{ flexShrink: 0 }}>
              {item.status ? 'Visible' : 'Oculto'}
            </Badge>
          </Group>
          {extra && (
            <Text size="xs" c="dimmed" truncate>
              {extra}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="default" onClick={onEdit} aria-label={`Editar ${item.title}`}>
          Editar
        </Button>
        <Button size="xs" variant="light" color="red" onClick={onRemove} aria-label={`Eliminar ${item.title}`}>
          Eliminar
        </Button>
      </Group>
    </Group>
  );
}

function SlidersPanel({
  onEdit,
  onRemove,
}: {
  onEdit: (item: AdminSlider | null) => void;
  onRemove: (item: AdminSlider) => void;
}) {
  const sliders = useSliders();
  const { order } = useContentMutations();
  if (!sliders.data) return <Loader aria-label="Cargando sliders" />;
  const items = sliders.data.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {items.filter((s) => s.status).length} visibles de {items.length}
        </Text>
        <Button onClick={() => onEdit(null)}>Nuevo slider</Button>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Aún no hay sliders: el inicio de los vendedores muestra solo las categorías.
        </Text>
      ) : (
        <SortableList
          label="Orden de los sliders"
          items={items}
          getId={(s) => s.id}
          getLabel={(s) => s.title}
          onReorder={(ids) => order.mutate({ kind: 'sliders', ids })}
          render={(s) => (
            <Row
              item={s}
              extra={
                s.product
                  ? `Producto: ${s.product.name} (${s.product.sku})${s.product_color ? ` · ${s.product_color.color.name}` : ''}`
                  : null
              }
              onEdit={() => onEdit(s)}
              onRemove={() => onRemove(s)}
            />
          )}
        />
      )}
    </Stack>
  );
}

function BannersPanel({
  section,
  onSection,
  onEdit,
  onRemove,
}: {
  section: BannerSection;
  onSection: (section: BannerSection) => void;
  onEdit: (item: AdminBanner | null) => void;
  onRemove: (item: AdminBanner) => void;
}) {
  const banners = useBanners(section);
  const { order } = useContentMutations();
  const items = banners.data?.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Sección"
          value={section}
          onChange={(value) => onSection(value as BannerSection)}
          data={[
            { value: 'home', label: SECTION_LABELS.home },
            { value: 'catalogue', label: SECTION_LABELS.catalogue },
          ]}
        />
        <Button onClick={() => onEdit(null)}>Nuevo banner</Button>
      </Group>
      <Text size="sm" c="dimmed">
        Los vendedores ven el primer banner visible de cada sección.
      </Text>
      {!items ? (
        <Loader aria-label="Cargando banners" />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Aún no hay banners en {SECTION_LABELS[section]}.
        </Text>
      ) : (
        <SortableList
          label={`Orden de los banners de ${SECTION_LABELS[section]}`}
          items={items}
          getId={(b) => b.id}
          getLabel={(b) => b.title}
          onReorder={(ids) => order.mutate({ kind: 'banners', ids, section })}
          render={(b) => (
            <Row
              item={b}
              extra={b.category ? `Categoría: ${b.category.name}` : null}
              onEdit={() => onEdit(b)}
              onRemove={() => onRemove(b)}
            />
          )}
        />
      )}
    </Stack>
  );
}

/** An object URL for a chosen file, released when it changes. */
function useFileUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

type ContentFormProps = { kind: ContentKind; item: Item | null; section: BannerSection; onDone: () => void };

function ContentForm({ kind, item, section: initialSection, onDone }: ContentFormProps) {
  const { save } = useContentMutations();
  const slider = kind === 'sliders' ? (item as AdminSlider | null) : null;
  const banner = kind === 'banners' ? (item as AdminBanner | null) : null;
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [status, setStatus] = useState(item?.status ?? true);
  const [section, setSection] = useState<BannerSection>(banner?.section ?? initialSection);
  const [product, setProduct] = useState<PickedProduct | null>(slider?.product ?? null);
  const [productColorId, setProductColorId] = useState<number | null>(slider?.product_color?.id ?? null);
  const [categoryId, setCategoryId] = useState<number | null>(banner?.category?.id ?? null);
  const [image, setImage] = useState<File | null>(null);
  const [imageMobile, setImageMobile] = useState<File | null>(null);
  const imageUrl = useFileUrl(image);
  const mobileUrl = useFileUrl(imageMobile);

  const { errors, pending, onSubmit } = useFormAction(
    async () => {
      const form = new FormData();
      form.set('title', title);
      form.set('description', description);
      form.set('status', status ? 'true' : 'false');
      if (kind === 'sliders') {
        form.set('product_id', product ? String(product.id) : '');
        form.set('product_color_id', product && productColorId !== null ? String(productColorId) : '');
      } else {
        form.set('category_id', categoryId === null ? '' : String(categoryId));
        form.set('section', section);
      }
      if (image) form.set('image', image);
      if (imageMobile && kind === 'sliders') form.set('image_mobile', imageMobile);
      await save.mutateAsync({ kind, id: item?.id ?? null, form });
      notifySuccess(item ? 'Cambios guardados.' : kind === 'sliders' ? 'Slider creado.' : 'Banner creado.');
      onDone();
    },
    { closesOnSuccess: true },
  );

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label={kind === 'sliders' ? 'Slider' : 'Banner'}>
        <Stack gap="sm">
          <ContentPreview
            title={title}
            description={description}
            desktopSrc={imageUrl ?? item?.image[0] ?? null}
            mobileSrc={mobileUrl ?? slider?.image_mobile[0] ?? imageUrl ?? null}
          />
          <TextInput
            label="Título"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            maxLength={120}
          />
          <Textarea
            label="Descripción"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
            autosize
            minRows={2}
            maxLength={500}
          />
          {kind === 'banners' && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="banner-section-label">
                Sección
              </Text>
              <SegmentedControl
                aria-labelledby="banner-section-label"
                value={section}
                onChange={(value) => setSection(value as BannerSection)}
                data={[
                  { value: 'home', label: SECTION_LABELS.home },
                  { value: 'catalogue', label: SECTION_LABELS.catalogue },
                ]}
              />
            </Stack>
          )}
          {kind === 'sliders' ? (
            <>
              <ProductPicker
                value={product}
                onChange={(next) => {
                  if (next?.id !== product?.id) setProductColorId(null);
                  setProduct(next);
                }}
                error={errors.product_id}
              />
              <ColorPicker
                productId={product?.id ?? null}
                value={productColorId}
                onChange={setProductColorId}
                error={errors.product_color_id}
              />
            </>
          ) : (
            <CategoryPicker value={categoryId} onChange={setCategoryId} error={errors.category_id} />
          )}
          <Switch label="Visible para los vendedores" checked={status} onChange={(e) => setStatus(e.currentTarget.checked)} />
          <FileInput
            label={kind === 'sliders' ? 'Imagen para escritorio' : 'Imagen'}
            placeholder={item ? 'Conservar la imagen actual' : 'Elige una imagen'}
            accept={IMAGE_ACCEPT}
            value={image}
            onChange={setImage}
            clearable
            required={!item}
            styles={PLACEHOLDER_STYLES}
            description={IMAGE_HELP}
            error={errors.image}
          />
          {kind === 'sliders' && (
            <FileInput
              label="Imagen para celular (opcional)"
              placeholder={item ? 'Conservar la imagen actual' : 'Se usa la de escritorio'}
              accept={IMAGE_ACCEPT}
              value={imageMobile}
              onChange={setImageMobile}
              clearable
              styles={PLACEHOLDER_STYLES}
              description="Se ajusta a 828 px de ancho."
              error={errors.image_mobile}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onDone}>
              Cancelar
            </Button>
            <Button type="submit" loading={pending}>
              {item ? 'Guardar cambios' : 'Crear'}
            </Button>
          </Group>
        </Stack>
      </form>
      {item && (
        <>
          <Divider />
          <AuditHistory entityType={kind === 'sliders' ? 'slider' : 'banner'} entityId={item.id} />
        </>
      )}
    </Stack>
  );
}
