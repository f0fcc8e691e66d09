import { registerDecorator, ValidationArguments } from 'class-validator';

/**
 * A string of `min`–`max` characters as one rule, so a field gets one deterministic message
 * (class-validator orders the messages of separate rules unpredictably when both fail).
 */
export function TextLength(min: number, max: number, tooShort: string, tooLong: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'textLength',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length >= min && value.length <= max,
        defaultMessage: (args?: ValidationArguments) =>
          typeof args?.value === 'string' && args.value.length > max ? tooLong : tooShort,
      },
    });
}
