import { Module } from '@nestjs/common';
import { CatalogSyncService } from './catalog-sync.service';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { EmblemSprite } from './emblem-sprite.service';

@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CatalogSyncService, EmblemSprite],
  exports: [CatalogService, CatalogSyncService, EmblemSprite],
})
export class CatalogModule {}
