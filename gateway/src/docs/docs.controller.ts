import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { RawResponse } from '@p2p/service-kit';
import type { Response } from 'express';
import { join } from 'node:path';
import { DOCS_INIT_SCRIPT, DOCS_PAGE, SWAGGER_UI_ASSETS, SWAGGER_UI_DIR } from './docs-page';
import { DocsService } from './docs.service';
import type { OpenApiDocument } from './merge-openapi';

@Controller('api/docs')
export class DocsController {
  constructor(private readonly docs: DocsService) {}

  @Get()
  @RawResponse()
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return DOCS_PAGE;
  }

  @Get('openapi.json')
  @RawResponse()
  document(): Promise<OpenApiDocument> {
    return this.docs.document();
  }

  @Get('init.js')
  @RawResponse()
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  init(): string {
    return DOCS_INIT_SCRIPT;
  }

  @Get('assets/:file')
  @RawResponse()
  asset(@Param('file') file: string, @Res() response: Response): void {
    if (!SWAGGER_UI_ASSETS.has(file)) throw new NotFoundException('Route not found');
    response.sendFile(join(SWAGGER_UI_DIR, file), { maxAge: '1h' });
  }
}
