var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Catch } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { LoginThrottledException } from './login-throttle.service.js';
/** The 429 of a locked-out login tells the client when to try again. */
let LoginThrottledFilter = class LoginThrottledFilter extends BaseExceptionFilter {
    catch(exception, host) {
        host.switchToHttp().getResponse().setHeader('Retry-After', String(exception.retryAfterSeconds));
        super.catch(exception, host);
    }
};
LoginThrottledFilter = __decorate([
    Catch(LoginThrottledException)
], LoginThrottledFilter);
export { LoginThrottledFilter };
//# sourceMappingURL=login-throttled.filter.js.map