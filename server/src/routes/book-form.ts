import type { FastifyRequest } from 'fastify';
import { loadContract, type JsonSchema } from '../contract/contract.ts';
import { compileFormValidator, describeValidationErrors } from '../contract/validation.ts';
import { HttpError, badRequest, unsupportedMediaType } from '../http/errors.ts';
import { refuseUnstorableText } from '../http/request-values.ts';
import type { NewBook } from '../services/book-service.ts';
import { checkJpeg, imageTooLarge } from '../services/images.ts';

// The form's fields are checked against the contract's BookCreateWithImage, less the file, which
// is checked by its content instead.
const validateFields = (() => {
  const operation = loadContract().operations.find(
    (op) => op.operationId === 'createBookWithImage',
  );
  const schema = operation?.body?.schema as JsonSchema & {
    properties: Record<string, unknown>;
    required: string[];
  };
  const { image: _image, ...properties } = schema.properties;
  return compileFormValidator({
    ...schema,
    properties,
    required: schema.required.filter((name) => name !== 'image'),
  });
})();

/** Reads the multipart form of `createBookWithImage`: its fields and the JPEG in `image`. */
export async function readBookForm(
  request: FastifyRequest,
): Promise<{ fields: NewBook; image: Uint8Array }> {
  if (!request.isMultipart()) throw unsupportedMediaType('form');
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    image = await readParts(request, fields);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge('image');
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file, named image.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest('The form has more fields than a book has.');
    }
    if (code === 'FST_PROTO_VIOLATION') {
      throw badRequest(
        'A form field is named like a property every object has (__proto__, constructor, toString …); a book has no such field.',
      );
    }
    // The multipart parser throws plain errors for a broken body; only its own limits have a status.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(`The multipart body is malformed: ${(error as Error).message}.`);
  }
  refuseUnstorableText(fields);
  if (!validateFields(fields)) {
    throw badRequest(describeValidationErrors(validateFields.errors ?? []));
  }
  if (!image || image.length === 0) throw badRequest('image is required.');
  const { libraryId: _ignored, ...book } = fields as unknown as NewBook & { libraryId?: number };
  return { fields: book, image: checkJpeg(image, 'image') };
}

async function readParts(
  request: FastifyRequest,
  fields: Record<string, string>,
): Promise<Buffer | undefined> {
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    // A part whose Content-Disposition names nothing would be read as a field called "undefined".
    if (!part.fieldname) {
      if (part.type === 'file') await part.toBuffer();
      throw badRequest('A form field has no name.');
    }
    if (part.type === 'file') {
      if (part.fieldname !== 'image' || image) {
        await part.toBuffer();
        throw badRequest(`${part.fieldname} is not an accepted file; send one file named image.`);
      }
      image = await part.toBuffer();
    } else if (part.fieldname === 'image') {
      // A part without a file name is a text field: a file's name or path typed, not the file.
      throw badRequest('image must be a file, a JPEG image, not text.');
    } else if (part.fieldname in fields) {
      throw badRequest(`${part.fieldname} is given more than once.`);
    } else if (part.valueTruncated) {
      // Cut at the field size limit, far above any field's maxLength (and maybe inside a character).
      throw badRequest(`${part.fieldname} is too long.`);
    } else if (String(part.value).includes('\uFFFD')) {
      // Busboy decodes a field as UTF-8 (or as the charset its part declares) and puts U+FFFD in
      // place of bytes that are not: refused, as a JSON body's are, rather than stored unseen.
      throw badRequest(`${part.fieldname} is not valid UTF-8.`);
    } else {
      // A browser sends a form's line breaks as CRLF (HTML's form encoding) where a JSON body
      // has LF: the text is stored, and its length checked, as it was typed.
      fields[part.fieldname] = String(part.value).replace(/\r\n?/g, '\n');
    }
  }
  return image;
}
