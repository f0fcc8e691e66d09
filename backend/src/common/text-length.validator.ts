import { requiredMessage, textLimitError, type TextLimit } from '@directory/shared';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, registerDecorator, ValidationArguments } from 'class-validator';

/**
 * A text within a shared limit (`CONTACT_MESSAGE_LIMITS`, `BUSINESS_SUBMISSION_LIMITS`) as one rule, so a
 * field gets one deterministic message (class-validator orders the messages of separate rules
 * unpredictably when both fail) and the public forms, which check the same limit, say the same words.
 */
export function TextLength(label: string, limit: TextLimit): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'textLength',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value === 'string' && textLimitError(value, label, limit) === null,
        // A missing or non-text value counts as empty.
        defaultMessage: (args?: ValidationArguments) =>
          textLimitError(typeof args?.value === 'string' ? args.value : '', label, { ...limit, required: true }) ??
          requiredMessage(label),
      },
    });
}

/** Form text as typed, without the spaces around it. */
export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Form text without the spaces around it; left blank, it was not given. */
export const optionalText = ({ value }: { value: unknown }) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' || text === null ? undefined : text;
};

/** A form field that must be filled, trimmed, within its shared limit. */
export const RequiredText = (label: string, limit: TextLimit) =>
  applyDecorators(Transform(trimmed), TextLength(label, limit));

/** A form field that may be left blank; when filled, trimmed and within its shared limit. */
export const OptionalText = (label: string, limit: TextLimit) =>
  applyDecorators(Transform(optionalText), IsOptional(), TextLength(label, limit));

/** A form's e-mail address, trimmed, with the public forms' message. */
export const EmailAddress = () =>
  applyDecorators(Transform(trimmed), IsEmail({}, { message: 'Please enter a valid email address' }));
