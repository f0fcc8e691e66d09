var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Controller, Get, Query } from '@nestjs/common';
import { PageQueryDto } from '../common/paging/page-query.dto.js';
import { ContactService } from './contact.service.js';
/** The back office's reading of what the contact form stored (needs a session like every non-public route). */
let ContactMessagesController = class ContactMessagesController {
    contact;
    constructor(contact) {
        this.contact = contact;
    }
    list(query) {
        return this.contact.list(query);
    }
};
__decorate([
    Get(),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [PageQueryDto]),
    __metadata("design:returntype", Promise)
], ContactMessagesController.prototype, "list", null);
ContactMessagesController = __decorate([
    Controller('api/admin/contact-messages'),
    __metadata("design:paramtypes", [ContactService])
], ContactMessagesController);
export { ContactMessagesController };
//# sourceMappingURL=contact-messages.controller.js.map