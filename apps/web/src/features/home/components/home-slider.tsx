import type { Slider } from '@cotizador/contracts/home';
import { ActionIcon, Button, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import classes from './home.module.css';

/** SPEC §8: a slider's product without colours. */
export const NO_STOCK_MESSAGE = 'Lo sentimos, por el momento no contamos con stock para este producto';
export const SLIDER_AUTOPLAY_MS = 5000;

/** SPEC §2 Home: the slider of active sliders (500 ms transitions, autoplay). */
export function HomeSlider({ sliders }: { sliders: readonly Slider[] }) {
  const slides = sliders.filter((slider) => slider.status);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduceMotion = useReducedMotion();
  const navigate = useNavigate();
  const count = slides.length;
  const current = active < count ? active : 0;

  useEffect(() => {
    if (count < 2 || paused || reduceMotion) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), SLIDER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, reduceMotion]);

  if (count === 0) return null;

  const openProduct = (slider: Slider) => {
    const product = slider.product;
    if (!product) return;
    if (product.productcolors.length === 0) {
      notifyError(NO_STOCK_MESSAGE);
      return;
    }
    navigate(paths.product.href(product.id));
  };

  const go = (index: number) => setActive((index + count) % count);

  return (
    <section
      className={classes.slider}
      aria-roledescription="carrusel"
      aria-label="Promociones destacadas"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={classes.sliderTrack} style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((slider, index) => {
          const wide = slider.image[0];
          const mobile = slider.image_mobile[0] ?? wide;
          const hidden = index !== current;
          return (
            <div key={slider.id} className={classes.slide} aria-hidden={hidden} inert={hidden}>
              {wide && (
                <picture>
                  {mobile && <source media="(max-width: 35.99em)" srcSet={mobile} />}
                  <img
                    src={wide}
                    alt=""
                    className={classes.slideImage}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    width={1600}
                    height={600}
                  />
                </picture>
              )}
              <div className={classes.slideShade} />
              <div className={classes.slideContent}>
                <Title order={2} c="white" fz={{ base: 24, sm: 30, md: 38 }} lh={1.15}>
                  {slider.title}
                </Title>
                {slider.description && (
                  <Text mt={8} c="rgba(255,255,255,0.92)" fz={{ base: 'sm', sm: 'md', md: 'lg' }} lineClamp={3}>
                    {slider.description}
                  </Text>
                )}
                {slider.product && (
                  <div>
                    <Button mt="md" variant="white" size="md" onClick={() => openProduct(slider)}>
                      Ver producto
                    </Button>
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <ActionIcon
            className={`${classes.sliderArrow} ${classes.sliderArrowPrev}`}
            variant="white"
            radius="xl"
            size="lg"
            aria-label="Promoción anterior"
            onClick={() => go(current - 1)}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            className={`${classes.sliderArrow} ${classes.sliderArrowNext}`}
            variant="white"
            radius="xl"
            size="lg"
            aria-label="Promoción siguiente"
            onClick={() => go(current + 1)}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
          <div className={classes.sliderDots}>
            {slides.map((slider, index) => (
              <button
                key={slider.id}
                type="button"
                className={classes.dot}
                aria-label={`Ver promoción ${index + 1}: ${slider.title}`}
                aria-current={index === current}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
