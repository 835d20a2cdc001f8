import { ActionIcon, Alert, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiError } from '@/lib/api-client';
import { uploadProductImage } from '../api/products';

// Pictures of a product or a colour: a dropzone that uploads each file at once (progress bar), then
// previews with a remove button. The server re-checks the type by content and re-encodes to WebP.

const ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;
const MAX_IMAGES = 10;

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return 'La imagen no debe pesar más de 5 MB.';
  return 'La imagen debe ser PNG, JPG o WebP.';
}

export function ProductImageField({
  label,
  images,
  onChange,
  error,
}: {
  label: string;
  images: string[];
  onChange: (images: string[]) => void;
  error?: string | undefined;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    setProblem(null);
    let current = images;
    for (const file of files.slice(0, MAX_IMAGES - images.length)) {
      setProgress(0);
      try {
        const { url } = await uploadProductImage(file, setProgress);
        current = [...current, url];
        onChange(current);
      } catch (caught) {
        setProblem((caught as ApiError).message);
      }
    }
    setProgress(null);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {images.length > 0 && (
        <Group gap="sm">
          {images.map((url, index) => (
            <Stack key={url} gap={4} align="center">
              <Image src={url} alt={`${label}: imagen ${index + 1}`} w={72} h={72} fit="contain" radius="sm" bg="gray.0" />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Quitar ${label.toLowerCase()} ${index + 1}`}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Stack>
          ))}
        </Group>
      )}
      {images.length < MAX_IMAGES && (
        <Dropzone
          onDrop={(files) => void upload(files)}
          onReject={(rejections) => setProblem(rejectionMessage(rejections))}
          accept={ACCEPT}
          maxSize={MAX_BYTES}
          loading={progress !== null}
          aria-label={`Subir ${label.toLowerCase()}`}
          inputProps={{ 'aria-label': `${label} (PNG, JPG o WebP)` }}
          p="sm"
        >
          <Group justify="center" gap="sm" style={{ pointerEvents: 'none' }} wrap="nowrap">
            <IconPhotoPlus size={28} stroke={1.5} aria-hidden />
            <Text size="sm">Arrastra imágenes o haz clic (PNG, JPG o WebP, hasta 5 MB)</Text>
          </Group>
        </Dropzone>
      )}
      {progress !== null && <Progress value={progress} aria-label={`Subiendo imagen: ${progress} %`} animated />}
      {(problem ?? error) && (
        <Alert color="red" role="alert" p="xs">
          {problem ?? error}
        </Alert>
      )}
    </Stack>
  );
}
