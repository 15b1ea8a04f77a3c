/** Whether a database error is a unique-constraint violation (the same on both engines). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown })?.code === '23505';
}
