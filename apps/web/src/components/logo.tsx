import { Group, Image, Text } from '@mantine/core';
import { useState } from 'react';
import { BRAND_MARK_URL, useBrand } from '@/lib/brand';

type LogoProps = { height?: number; className?: string };

/**
 * SPEC §1: the brand's logo when the site is served for a brand, else the default one. A brand
 * without a logo (or whose logo fails to load) gets a wordmark: the default mark and its name.
 */
export function Logo({ height = 36, className }: LogoProps) {
  const { name, logoUrl } = useBrand();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (logoUrl && logoUrl !== failedUrl) {
    return (
      <Image
        src={logoUrl}
        alt={name}
        h={height}
        w="auto"
        fit="contain"
        // The first image of every screen (issue 18: the largest paint of the signed-in header).
        fetchPriority="high"
        decoding="async"
        className={className}
        onError={() => setFailedUrl(logoUrl)}
      />
    );
  }

  return (
    <Group gap={Math.round(height / 4)} wrap="nowrap" className={className} role="img" aria-label={name}>
      <Image src={BRAND_MARK_URL} alt="" h={height} w={height} />
      <div style={{ minWidth: 0, lineHeight: 0 }}>
        <Text
          component="span"
          fw={700}
          fz={Math.round(height * 0.5)}
          lh={1.25}
          c="var(--mantine-color-black)"
          // inline-block: a link around the logo does not underline the name (decorations stop at
          // atomic inlines); a long name ends in an ellipsis instead of pushing the header's buttons out.
          style={{
            display: 'inline-block',
            verticalAlign: 'middle',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: 'min(18em, calc(100vw - 230px))',
            letterSpacing: '-0.01em',
          }}
          aria-hidden
        >
          {name}{' '}
          <Text component="span" inherit fw={400} c="brand.7">
            Seller
          </Text>
        </Text>
      </div>
    </Group>
  );
}
