import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { RawResponse } from '@p2p/service-kit';
import type { Response } from 'express';
import { EmblemsNotFoundError } from './catalog.errors';
import { CatalogService } from './catalog.service';
import { EmblemSprite } from './emblem-sprite.service';
import { emblemSpriteUrl } from './logo-urls';
import { LeaguesQuery } from './dto/leagues.query';

@ApiTags('football')
@Controller('api/football')
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly sprite: EmblemSprite,
  ) {}

  @Get('countries')
  @ApiOperation({ summary: 'Countries, with how many competitions each has' })
  countries() {
    return this.catalog.countries();
  }

  @Get('leagues')
  @ApiOperation({ summary: 'Competitions, optionally of one country' })
  leagues(@Query() query: LeaguesQuery) {
    return this.catalog.leagues(query.country_id);
  }

  /**
   * Every drawn crest and logo in one image named by its content (views give `<file>#team-<id>`):
   * kept by browsers for good. An older version, still named by a stored view, moves to the current.
   */
  @Get('emblems/:file')
  @RawResponse()
  @ApiProduces('image/svg+xml')
  @ApiOperation({
    summary: 'Every drawn crest and logo in one SVG sprite, shown one at a time by its fragment',
  })
  async emblems(@Param('file') file: string, @Res() response: Response): Promise<void> {
    const version = /^([0-9a-f]{16})\.svg$/.exec(file)?.[1];
    if (!version) throw new EmblemsNotFoundError();
    const found = await this.sprite.ofVersion(version);
    if ('moved' in found) {
      response.setHeader('Cache-Control', 'no-cache');
      response.redirect(302, emblemSpriteUrl(found.moved));
      return;
    }
    response.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.send(found.svg);
  }

  /**
   * One club's crest: the URL views give a club whose feed has a crest (it redirects to the feed's
   * image, so a crest the feed changes reaches cards already announced), and the one stored views
   * gave every club before the sprite.
   */
  @Get('teams/:id/crest.svg')
  @RawResponse()
  @ApiProduces('image/svg+xml')
  @ApiOperation({ summary: "A club's crest: the feed's image (302), else drawn in its colours" })
  async crest(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const crest = await this.catalog.teamCrest(id);
    if ('redirect' in crest) {
      response.setHeader('Cache-Control', 'public, max-age=86400');
      response.redirect(302, crest.redirect);
      return;
    }
    response.send(asEmblem(response, crest.svg));
  }

  @Get('leagues/:id/logo.svg')
  @RawResponse()
  @ApiProduces('image/svg+xml')
  @ApiOperation({ summary: "A competition's logo" })
  async logo(@Param('id') id: string, @Res({ passthrough: true }) response: Response) {
    return asEmblem(response, await this.catalog.leagueLogo(id));
  }
}

/**
 * Headers set only on success (an unknown id answers the JSON 404). An emblem changes only with
 * the club's colours or code, so browsers and proxies may keep it for a week.
 */
function asEmblem(response: Response, svg: string): string {
  response.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  response.setHeader('Cache-Control', 'public, max-age=604800');
  return svg;
}
