/**
 * The staff screens' calls whose failure the spec has written to the console (section 8): the
 * call's answer, or its error after `text` and the error are logged.
 */
export async function logFailure<T>(text: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(text, error);
    throw error;
  }
}
