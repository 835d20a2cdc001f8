import type { z } from 'zod';

// The Spanish messages of every zod check that has no message of its own (set with
// `z.config({ localeError: spanishZodErrors })`). Unlike zod's own locale they never name internal
// types ("se esperaba que int fuera …"): they say what the user can fix.

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const EXPECTED: Record<string, string> = {
  string: 'Debe ser un texto.',
  number: 'Debe ser un número.',
  int: 'Debe ser un número entero.',
  bigint: 'Debe ser un número entero.',
  boolean: 'Debe ser verdadero o falso.',
  array: 'Debe ser una lista.',
  object: 'El valor no es válido.',
  date: 'Debe ser una fecha.',
};

function limit(value: unknown): string {
  return typeof value === 'bigint' || typeof value === 'number' ? value.toLocaleString('es-MX') : String(value);
}

export function spanishZodErrors(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'El campo es requerido.';
      return EXPECTED[issue.expected] ?? 'El valor no es válido.';
    case 'too_big': {
      const max = limit(issue.maximum);
      if (issue.origin === 'string') return `No debe exceder ${max} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `No debe tener más de ${max} elementos.`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return Number(issue.maximum) >= Number.MAX_SAFE_INTEGER
          ? 'El número es demasiado grande.'
          : `Debe ser como máximo ${max}.`;
      }
      return 'El valor es demasiado grande.';
    }
    case 'too_small': {
      const min = limit(issue.minimum);
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'El campo es requerido.' : `Debe tener al menos ${min} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Debe tener al menos ${min} elementos.`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return Number(issue.minimum) <= Number.MIN_SAFE_INTEGER
          ? 'El número es demasiado pequeño.'
          : `Debe ser como mínimo ${min}.`;
      }
      return 'El valor es demasiado pequeño.';
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'El correo electrónico no es válido.' : 'El formato no es válido.';
    case 'not_multiple_of':
      return 'El número no es válido.';
    case 'invalid_value':
      return 'La opción elegida no es válida.';
    case 'unrecognized_keys':
      return 'La solicitud contiene campos no permitidos.';
    default:
      return 'El valor no es válido.';
  }
}
