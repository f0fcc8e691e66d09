import { SetMetadata } from '@nestjs/common';
export const IS_PUBLIC = 'directory:is-public';
/**
 * Opens a handler (or every handler of a controller) to visitors without an admin session.
 * Everything not marked needs one: a new route is closed until someone opens it here.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
//# sourceMappingURL=public.decorator.js.map