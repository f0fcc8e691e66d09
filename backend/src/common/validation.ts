import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens nested class-validator errors to `{ field: firstMessage }` and a list of all messages. */
export function collectErrors(
  errors: ValidationError[],
  prefix = '',
): { messages: string[]; fields: Record<string, string> } {
  const messages: string[] = [];
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    if (own.length > 0) {
      messages.push(...own);
      fields[field] = own[0];
    }
    if (error.children?.length) {
      const nested = collectErrors(error.children, field);
      messages.push(...nested.messages);
      Object.assign(fields, nested.fields);
    }
  }
  return { messages, fields };
}

/** docs/behaviour.md §3: 400 `{statusCode, error, message: [...], errors: {field: text}}`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const { messages, fields } = collectErrors(errors);
      return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: messages, errors: fields });
    },
  });
}
