/** A select's value as the numeric id it stands for; null when nothing (or something not an id) is chosen. */
export function toId(value: string | null): number | null {
  if (value === null || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
}
