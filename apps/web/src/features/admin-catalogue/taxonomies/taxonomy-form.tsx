import '@mantine/dropzone/styles.layer.css';
import type { AdminTaxonomy } from '@cotizador/contracts/admin-taxonomies';
import {
  TAXONOMY_IMAGE_FIELD,
  TAXONOMY_IMAGE_KINDS,
  TAXONOMY_IMAGE_MAX_BYTES,
  TAXONOMY_LABELS,
  TAXONOMY_NAME_MAX,
  type TaxonomyKind,
} from '@cotizador/contracts/admin-taxonomies-file';
import { Button, ColorInput, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { ApiError } from '@/lib/api-client';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useTaxonomyMutations } from './taxonomies-api';

const IMAGE_ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] };
const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

type Errors = { name?: string; hex?: string; image?: string };

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

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-too-large')) return 'La imagen no debe pesar más de 5 MB.';
  return 'La imagen debe ser PNG, JPG o WebP.';
}

/** 'Nueva categoría' / 'Nuevo material'. */
export function newLabel(kind: TaxonomyKind): string {
  const label = TAXONOMY_LABELS[kind];
  return `${label.feminine ? 'Nueva' : 'Nuevo'} ${label.singular}`;
}

type TaxonomyFormProps = { kind: TaxonomyKind; entry: AdminTaxonomy | null; onDone: () => void };

/** Create or rename an entry: the name, the hex of a colour, the image of a category or product type. */
export function TaxonomyForm({ kind, entry, onDone }: TaxonomyFormProps) {
  const { save } = useTaxonomyMutations();
  const label = TAXONOMY_LABELS[kind];
  const [name, setName] = useState(entry?.name ?? '');
  const [hex, setHex] = useState(entry?.hex ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const imageUrl = useFileUrl(image);
  const withImage = TAXONOMY_IMAGE_KINDS.includes(kind);

  const action = useAction(
    async () => {
      const local: Errors = {};
      if (name.trim() === '') local.name = 'El campo nombre es requerido.';
      if (kind === 'colors' && hex.trim() === '') local.hex = 'El campo color hexadecimal es requerido.';
      else if (kind === 'colors' && !HEX_PATTERN.test(hex.trim()))
        local.hex = 'Debe ser un color hexadecimal, por ejemplo #1A2B3C.';
      setErrors(local);
      if (Object.keys(local).length > 0) throw new Error('invalid');
      const form = new FormData();
      form.set('name', name.trim());
      if (kind === 'colors') form.set('hex', hex.trim());
      if (withImage && image) form.set(TAXONOMY_IMAGE_FIELD, image);
      try {
        await save.mutateAsync({ kind, id: entry?.id ?? null, form });
        notifySuccess(entry ? 'Cambios guardados.' : `${capitalize(label.singular)} ${label.feminine ? 'creada' : 'creado'}.`);
        onDone();
      } catch (failure) {
        const fields = (failure as ApiError).fieldErrors ?? {};
        const found: Errors = { name: fields.name?.[0], hex: fields.hex?.[0], image: fields[TAXONOMY_IMAGE_FIELD]?.[0] };
        if (found.name || found.hex || found.image) setErrors(found);
        else notifyApiError(failure);
        throw failure;
      }
    },
    { closesOnSuccess: true },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void action.run();
  };

  const preview = imageUrl ?? entry?.image ?? null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={entry ? `Editar ${entry.name}` : newLabel(kind)}>
      <Stack gap="md">
        <TextInput
          label="Nombre"
          required
          maxLength={TAXONOMY_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          description="No puede repetirse aunque cambien mayúsculas o acentos."
          data-autofocus
        />
        {kind === 'colors' && (
          <ColorInput
            label="Color (hexadecimal)"
            required
            format="hex"
            value={hex}
            onChange={setHex}
            error={errors.hex}
            placeholder="#1A2B3C"
            swatches={['#000000', '#FFFFFF', '#C62828', '#1E5AA8', '#2E7D32', '#F9A825', '#6A1B9A', '#9E9E9E']}
            eyeDropperButtonProps={{ 'aria-label': 'Tomar un color de la pantalla' }}
          />
        )}
        {withImage && (
          <Stack gap={6}>
            <Text size="sm" fw={500} id={`taxonomy-image-${kind}`}>
              Imagen
            </Text>
            <Dropzone
              onDrop={(files) => {
                setImage(files[0] ?? null);
                setErrors((e) => ({ ...e, image: undefined }));
              }}
              onReject={(rejections) => setErrors((e) => ({ ...e, image: rejectionMessage(rejections) }))}
              accept={IMAGE_ACCEPT}
              maxSize={TAXONOMY_IMAGE_MAX_BYTES}
              maxFiles={1}
              multiple={false}
              aria-labelledby={`taxonomy-image-${kind}`}
              inputProps={{ 'aria-label': 'Imagen (PNG, JPG o WebP)' }}
            >
              <Group justify="center" gap="sm" mih={88} style={{ pointerEvents: 'none' }} wrap="nowrap">
                <Dropzone.Accept>
                  <IconUpload size={32} stroke={1.5} aria-hidden />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={32} stroke={1.5} aria-hidden />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconPhoto size={32} stroke={1.5} aria-hidden />
                </Dropzone.Idle>
                <div>
                  <Text size="sm">Arrastra una imagen o haz clic para elegirla</Text>
                  <Text size="xs" c="dimmed">
                    PNG, JPG o WebP, hasta 5 MB; se guarda como WebP.
                  </Text>
                </div>
              </Group>
            </Dropzone>
            {errors.image && (
              <Text size="sm" c="red.8" role="alert">
                {errors.image}
              </Text>
            )}
            {preview && (
              <Group gap="sm" wrap="nowrap">
                <Image
                  src={preview}
                  alt={image ? 'Vista previa de la imagen elegida' : `Imagen actual de ${entry?.name ?? ''}`}
                  w={96}
                  h={96}
                  fit="cover"
                  radius="sm"
                />
                {image && (
                  <Button variant="subtle" color="gray" size="xs" onClick={() => setImage(null)}>
                    Quitar la imagen elegida
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={action.pending}>
            {entry ? 'Guardar' : 'Crear'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
