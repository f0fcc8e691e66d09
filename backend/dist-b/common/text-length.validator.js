import { requiredMessage, textLimitError } from '@directory/shared';
import { registerDecorator } from 'class-validator';
/**
 * A text within a shared limit (`CONTACT_MESSAGE_LIMITS`, `BUSINESS_SUBMISSION_LIMITS`) as one rule, so a
 * field gets one deterministic message (class-validator orders the messages of separate rules
 * unpredictably when both fail) and the public forms, which check the same limit, say the same words.
 */
export function TextLength(label, limit) {
    return (target, propertyName) => registerDecorator({
        name: 'textLength',
        target: target.constructor,
        propertyName,
        validator: {
            validate: (value) => typeof value === 'string' && textLimitError(value, label, limit) === null,
            // A missing or non-text value counts as empty.
            defaultMessage: (args) => textLimitError(typeof args?.value === 'string' ? args.value : '', label, { ...limit, required: true }) ??
                requiredMessage(label),
        },
    });
}
//# sourceMappingURL=text-length.validator.js.map