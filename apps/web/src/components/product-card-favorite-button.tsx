import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';

type FavoriteButtonProps = {
  productName: string;
  isFavorite: boolean;
  loading?: boolean;
  onToggle: () => void;
  size?: ActionIconProps['size'];
  className?: string;
};

/** The favourite heart of a product card and of the product gallery. */
export function FavoriteButton({
  productName,
  isFavorite,
  loading = false,
  onToggle,
  size = 'lg',
  className,
}: FavoriteButtonProps) {
  const Icon = isFavorite ? IconHeartFilled : IconHeart;
  return (
    <ActionIcon
      variant="white"
      color={isFavorite ? 'red' : 'gray'}
      radius="xl"
      size={size}
      className={className}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Quitar ${productName} de favoritos` : `Agregar ${productName} a favoritos`}
      aria-busy={loading || undefined}
      onClick={() => {
        if (!loading) onToggle();
      }}
      style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
    >
      <Icon size="60%" stroke={1.8} aria-hidden />
    </ActionIcon>
  );
}
