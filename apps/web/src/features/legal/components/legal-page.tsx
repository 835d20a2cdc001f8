import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { PageTitle } from '@/components/page-title';
import classes from './legal-page.module.css';

export type LegalSection = {
  /** Anchor of the section (`/conditions#precios`); stable, because people share these links. */
  id: string;
  title: string;
  content: ReactNode;
};

type LegalPageProps = {
  /** 'Última versión: …' or 'Última actualización: …'. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

function TocLinks({ sections, onNavigate }: { sections: readonly LegalSection[]; onNavigate?: () => void }) {
  return (
    <ol className={classes.tocList}>
      {sections.map((section, index) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={classes.tocLink} onClick={onNavigate}>
            {index + 1}. {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * SPEC §2 Static pages: a long legal text with its date, a table of contents with anchor links
 * (a side column on wide screens, a folding list on phones), a readable measure (~70 characters)
 * and print styles that leave only the document.
 */
export function LegalPage({ updated, intro, sections }: LegalPageProps) {
  const mobileToc = useRef<HTMLDetailsElement>(null);
  const closeMobileToc = () => {
    if (mobileToc.current) mobileToc.current.open = false;
  };

  return (
    <Container size={1100} py={{ base: 'lg', sm: 40 }} className={classes.page}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={6}>
            <PageTitle />
            <Text c="dimmed" fw={500}>
              {updated}
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} stroke={1.7} aria-hidden />}
            onClick={() => window.print()}
            visibleFrom="sm"
            className={classes.noPrint}
          >
            Imprimir
          </Button>
        </Group>

        <div className={classes.layout}>
          <nav aria-label="Contenido" className={`${classes.toc} ${classes.noPrint}`}>
            <div className={classes.tocDesktop}>
              <p className={classes.tocHeading}>Contenido</p>
              <TocLinks sections={sections} />
            </div>
            <details ref={mobileToc} className={classes.tocMobile}>
              <summary>Contenido ({sections.length} secciones)</summary>
              <TocLinks sections={sections} onNavigate={closeMobileToc} />
            </details>
          </nav>

          <article className={classes.article}>
            <div className={classes.intro}>{intro}</div>
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} className={classes.section} aria-labelledby={`${section.id}-titulo`}>
                <h2 id={`${section.id}-titulo`} className={classes.sectionTitle}>
                  {index + 1}. {section.title}
                </h2>
                {section.content}
              </section>
            ))}
          </article>
        </div>
      </Stack>
    </Container>
  );
}
