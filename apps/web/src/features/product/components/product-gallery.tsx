import { useReducedMotion } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import classes from './product-gallery.module.css';

/** Time each image stays before the next one fades in. */
export const GALLERY_AUTOPLAY_MS = 4000;

type ProductGalleryProps = {
  images: readonly string[];
  /** Shown when the colour has no images (SPEC §2: a different one for the special product). */
  placeholder: string;
  productName: string;
  colorName: string | null;
  /** The favourite heart, laid over the top right corner. */
  favorite?: ReactNode;
};

/**
 * SPEC §2 Product detail: the selected colour's images in an auto-playing fade slider (500 ms),
 * with dots and no arrows. Autoplay pauses while the pointer or the focus is on it.
 */
export function ProductGallery({ images, placeholder, productName, colorName, favorite }: ProductGalleryProps) {
  const slides = images.length > 0 ? images : [placeholder];
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduceMotion = useReducedMotion();
  const current = active < slides.length ? active : 0;
  const autoplay = slides.length > 1 && !paused && !reduceMotion;

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % slides.length), GALLERY_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, slides.length]);

  const altBase = colorName ? `${productName}, color ${colorName}` : productName;

  return (
    <section
      className={classes.gallery}
      aria-roledescription="carrusel"
      aria-label={`Imágenes de ${productName}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((src, index) => (
        <figure
          key={src}
          className={classes.slide}
          data-active={index === current || undefined}
          aria-hidden={index !== current}
          aria-roledescription="diapositiva"
        >
          <img
            src={src}
            alt={
              images.length > 0 ? `${altBase} (imagen ${index + 1} de ${slides.length})` : `${productName}: imagen no disponible`
            }
            className={classes.image}
            loading={index === 0 ? 'eager' : 'lazy'}
            // The first image is the product screen's largest paint (issue 18).
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            width={600}
            height={600}
          />
        </figure>
      ))}
      {favorite && <div className={classes.favorite}>{favorite}</div>}
      {slides.length > 1 && (
        <div className={classes.dots}>
          {slides.map((src, index) => (
            <button
              key={src}
              type="button"
              className={classes.dot}
              aria-label={`Ver imagen ${index + 1} de ${slides.length}`}
              aria-current={index === current}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
