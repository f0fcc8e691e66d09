var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from './contact-message.entity.js';
import { ContactController } from './contact.controller.js';
import { ContactMessagesController } from './contact-messages.controller.js';
import { ContactService } from './contact.service.js';
let ContactModule = class ContactModule {
};
ContactModule = __decorate([
    Module({
        imports: [TypeOrmModule.forFeature([ContactMessage])],
        controllers: [ContactController, ContactMessagesController],
        providers: [ContactService],
    })
], ContactModule);
export { ContactModule };
//# sourceMappingURL=contact.module.js.map