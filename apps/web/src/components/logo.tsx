import { Image } from '@mantine/core';
import { useBrand } from '@/lib/app-config';

type LogoProps = { height?: number; className?: string };

/** The brand's logo when the site is served for a brand, else the default one (SPEC §1). */
export function Logo({ height = 36, className }: LogoProps) {
  const { name, logoUrl } = useBrand();
  return <Image src={logoUrl} alt={name} h={height} w="auto" fit="contain" className={className} />;
}
