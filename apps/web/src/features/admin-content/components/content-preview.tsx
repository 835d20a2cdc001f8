import { Box, Group, Image, Stack, Text } from '@mantine/core';

type PreviewProps = {
  title: string;
  description: string;
  desktopSrc: string | null;
  /** The phone image; the desktop image when there is none (the server makes one from it). */
  mobileSrc: string | null;
};

function Frame({
  label,
  width,
  height,
  src,
  title,
  description,
}: {
  label: string;
  width: number;
  height: number;
  src: string | null;
  title: string;
  description: string;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Box
        role="img"
        aria-label={`${label}: ${title || 'sin título'}`}
        w={width}
        h={height}
        style={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 8,
          border: '1px solid var(--mantine-color-gray-4)',
          background: 'var(--mantine-color-gray-1)',
        }}
      >
        {src ? (
          <Image src={src} alt="" w="100%" h="100%" fit="cover" />
        ) : (
          <Text size="xs" c="dimmed" ta="center" pt={height / 2 - 10}>
            Sin imagen
          </Text>
        )}
        {(title || description) && (
          <Box
            p={6}
            style={{ position: 'absolute', left: 0, right: 0, bottom: 0, background: 'rgba(0, 0, 0, 0.55)', color: '#fff' }}
          >
            <Text size="xs" fw={700} lineClamp={1} c="white">
              {title}
            </Text>
            <Text size="10px" lineClamp={1} c="white">
              {description}
            </Text>
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/** Live preview at desktop (1366 px wide, scaled) and phone (390 px, scaled) sizes. */
export function ContentPreview({ title, description, desktopSrc, mobileSrc }: PreviewProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Frame label="Vista en escritorio" width={273} height={91} src={desktopSrc} title={title} description={description} />
      <Frame
        label="Vista en celular"
        width={117}
        height={117}
        src={mobileSrc ?? desktopSrc}
        title={title}
        description={description}
      />
    </Group>
  );
}
