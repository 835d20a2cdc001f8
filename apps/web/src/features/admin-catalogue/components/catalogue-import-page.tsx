import { numberFormatter } from '@cotizador/domain/format';
import '@mantine/dropzone/styles.layer.css';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_MESSAGES,
  CATALOGUE_SHEETS,
} from '@cotizador/contracts/admin-catalogue-file';
import { Alert, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { PageTitle } from '@/components/page-title';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { downloadCatalogue, type ImportOutcome, importCatalogue } from '../api/catalogue-transfer';

// /admin/catalogue/import (issue 14): export buttons, then drop a file, see the dry run's report
// (counts or the table of bad cells) and confirm. Nothing is written before 'Importar'.

const ACCEPT = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
  // Windows often labels CSV files as Excel's.
  'application/vnd.ms-excel': ['.csv'],
};

const sizeFormatter = numberFormatter(1);

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormatter.format(Math.max(1, bytes / 1024))} KB`;
  return `${sizeFormatter.format(bytes / 1024 / 1024)} MB`;
}

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large')) return CATALOGUE_IMPORT_MESSAGES.tooLarge;
  if (codes.includes('too-many-files')) return 'Sube un solo archivo a la vez.';
  return CATALOGUE_IMPORT_MESSAGES.notSpreadsheet;
}

type Review = { file: File; outcome: ImportOutcome; dryRun: boolean };

export function CatalogueImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [dropError, setDropError] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);

  const choose = (files: File[]) => {
    setFile(files[0] ?? null);
    setDropError(null);
    setReview(null);
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    try {
      const outcome = await importCatalogue(file, { dryRun });
      setReview({ file, outcome, dryRun });
      if (!dryRun && outcome.kind === 'done') {
        notifySuccess(outcome.response.message);
        setFile(null);
      }
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
  };

  const download = async (format: 'xlsx' | 'csv') => {
    try {
      await downloadCatalogue(format);
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
  };

  const reviewed = review && review.file === file ? review : null;
  const canConfirm =
    reviewed?.dryRun === true &&
    reviewed.outcome.kind === 'done' &&
    reviewed.outcome.response.report.created + reviewed.outcome.response.report.updated > 0;

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageTitle />

        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="catalogue-export-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="catalogue-export-title">
              Exportar
            </Title>
            <Text c="dimmed">
              Descarga el catálogo completo para editarlo en tu hoja de cálculo. El libro de Excel trae las hojas{' '}
              {CATALOGUE_SHEETS.join(', ')}; el CSV trae solo Productos, para cambiar rápido nombres, descripciones y si un
              producto está activo.
            </Text>
            <Group gap="sm">
              <ActionButton leftSection={<IconDownload size={18} aria-hidden />} onAction={() => download('xlsx')}>
                Descargar XLSX
              </ActionButton>
              <ActionButton
                variant="default"
                leftSection={<IconDownload size={18} aria-hidden />}
                onAction={() => download('csv')}
              >
                Descargar CSV
              </ActionButton>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="catalogue-import-title">
          <Stack gap="md">
            <Title order={2} size="h3" id="catalogue-import-title">
              Importar
            </Title>
            <Text c="dimmed">
              Sube el archivo editado. Primero lo revisamos y te mostramos qué cambiaría; nada se guarda hasta que confirmes. Si
              una celda tiene un error, no se aplica ningún cambio.
            </Text>

            <Dropzone
              onDrop={choose}
              onReject={(rejections) => {
                setDropError(rejectionMessage(rejections));
              }}
              accept={ACCEPT}
              maxSize={CATALOGUE_IMPORT_MAX_BYTES}
              maxFiles={1}
              multiple={false}
              aria-label="Elegir el archivo del catálogo"
              inputProps={{ 'aria-label': 'Archivo del catálogo (XLSX o CSV)' }}
            >
              <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
                <Dropzone.Accept>
                  <IconUpload size={44} stroke={1.5} aria-hidden />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={44} stroke={1.5} aria-hidden />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconFileSpreadsheet size={44} stroke={1.5} aria-hidden />
                </Dropzone.Idle>
                <div>
                  <Text size="lg">Arrastra aquí el archivo del catálogo o haz clic para elegirlo</Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    XLSX o CSV, hasta 40 MB
                  </Text>
                </div>
              </Group>
            </Dropzone>

            {dropError && (
              <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
                {dropError}
              </Alert>
            )}

            {file && (
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}{' '}
                  <Text span c="dimmed" fw={400}>
                    ({fileSize(file.size)})
                  </Text>
                </Text>
                <Group gap="sm">
                  <Button variant="subtle" color="gray" onClick={() => choose([])}>
                    Quitar archivo
                  </Button>
                  <ActionButton onAction={() => run(true)}>Revisar archivo</ActionButton>
                </Group>
              </Group>
            )}

            {review && <ReviewResult review={review} />}

            {reviewed?.dryRun && reviewed.outcome.kind === 'done' && (
              <Group gap="sm">
                {canConfirm ? (
                  <>
                    <ActionButton onAction={() => run(false)}>Importar</ActionButton>
                    <Button variant="default" onClick={() => choose([])}>
                      Cancelar
                    </Button>
                  </>
                ) : (
                  <Text c="dimmed">El archivo no trae cambios: no hay nada que importar.</Text>
                )}
              </Group>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

function ReviewResult({ review }: { review: Review }) {
  const { outcome } = review;
  if (outcome.kind === 'rejected') {
    const { errors, more_errors: more } = outcome.response;
    return (
      <Stack gap="sm">
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" title={outcome.response.message}>
          {errors.length === 0
            ? null
            : `Corrige ${errors.length + more === 1 ? 'la celda marcada' : `las ${errors.length + more} celdas marcadas`} y vuelve a subir el archivo.`}
        </Alert>
        {errors.length > 0 && (
          // Focusable so keyboard users can scroll it on a narrow screen.
          <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Celdas con errores (desplazable)">
            <Table striped withTableBorder captionSide="top" miw={560}>
              <Table.Caption ta="left">Celdas con errores</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Hoja</Table.Th>
                  <Table.Th scope="col">Fila</Table.Th>
                  <Table.Th scope="col">Columna</Table.Th>
                  <Table.Th scope="col">Problema</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.map((error) => (
                  <Table.Tr key={`${error.sheet}:${error.row}:${error.column}:${error.message}`}>
                    <Table.Td>{error.sheet}</Table.Td>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.column}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
        {more > 0 && <Text c="dimmed">Y {more === 1 ? 'un error más' : `${more} errores más`}.</Text>}
      </Stack>
    );
  }
  const { report, message } = outcome.response;
  return (
    <Stack gap="sm" aria-live="polite">
      <Alert
        color={review.dryRun ? 'blue' : 'teal'}
        icon={<IconCircleCheck aria-hidden />}
        title={review.dryRun ? 'Revisión del archivo' : 'Catálogo importado'}
      >
        {message}
      </Alert>
      <SimpleGrid cols={3} spacing="sm">
        <Figure label="Productos nuevos" value={report.created} />
        <Figure label="Con cambios" value={report.updated} />
        <Figure label="Sin cambios" value={report.unchanged} />
      </SimpleGrid>
    </Stack>
  );
}

const countFormatter = numberFormatter();

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {countFormatter.format(value)}
      </Text>
    </Paper>
  );
}
