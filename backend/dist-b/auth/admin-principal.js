import { createParamDecorator } from '@nestjs/common';
/** `@CurrentAdmin() admin: AdminPrincipal` in a protected route's handler. */
export const CurrentAdmin = createParamDecorator((_, ctx) => {
    return ctx.switchToHttp().getRequest().admin;
});
/** The client's address (X-Forwarded-For from the trusted proxy only), for the audit log. */
export const ClientIp = createParamDecorator((_, ctx) => {
    return ctx.switchToHttp().getRequest().ip ?? null;
});
//# sourceMappingURL=admin-principal.js.map