import type { ImportCancelResult, ImportPreview, ImportProgress, ImportResult, ImportRun } from '@directory/shared';
import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { AdminPrincipal, ClientIp, CurrentAdmin } from '../auth/admin-principal.js';
import { ImportsService, PreviewFile } from './imports.service.js';
import { PreviewFileInterceptor } from './preview-file.interceptor.js';
import { UploadFileInterceptor } from './upload-file.interceptor.js';
import type { StoredUpload } from './upload-storage.js';
import { TEMPLATE_FILE_NAME, XLSX_TYPE } from './upload-template.js';

@Controller('api')
export class UploadController {
  constructor(private readonly imports: ImportsService) {}

  /**
   * docs/behaviour.md §5. 200 with the result (also when rows had errors); 400/413 `{success:false,message}` for the
   * file, 429 when IMPORT_CONCURRENCY imports are running, 409 when the import was cancelled.
   */
  @Post('upload-excel')
  @HttpCode(200)
  @UseInterceptors(UploadFileInterceptor)
  upload(
    @UploadedFile() file: StoredUpload | undefined,
    @Body() form: Record<string, unknown>,
    @CurrentAdmin() admin: AdminPrincipal | undefined,
    @ClientIp() ip: string | null,
  ): Promise<ImportResult> {
    return this.imports.importUpload(file, form, admin ?? null, ip);
  }

  @Get('admin/upload-template')
  @Header('Content-Type', XLSX_TYPE)
  @Header('Content-Disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
  template(): Promise<StreamableFile> {
    return this.imports.template();
  }

  @Get('admin/imports')
  history(): Promise<ImportRun[]> {
    return this.imports.history();
  }

  /** Headers with their detected field and the first rows of `file`; 400 `{success:false,message}` for a bad file. */
  @Post('admin/imports/preview')
  @HttpCode(200)
  @UseInterceptors(PreviewFileInterceptor)
  preview(@UploadedFile() file: PreviewFile | undefined): Promise<ImportPreview> {
    return this.imports.preview(file);
  }

  @Get('admin/imports/:uploadId')
  progress(@Param('uploadId') uploadId: string): Promise<ImportProgress> {
    return this.imports.progress(uploadId);
  }

  /** docs/behaviour.md §4: stops a running import after its current batch; 404 unknown, 409 already finished. */
  @Post('admin/imports/:uploadId/cancel')
  @HttpCode(200)
  cancel(
    @Param('uploadId') uploadId: string,
    @CurrentAdmin() admin: AdminPrincipal | undefined,
    @ClientIp() ip: string | null,
  ): Promise<ImportCancelResult> {
    return this.imports.cancel(uploadId, admin ?? null, ip);
  }
}
