import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { RawResponse } from '@p2p/service-kit';
import type { Response } from 'express';
import { CatalogService } from './catalog.service';
import { LeaguesQuery } from './dto/leagues.query';

@ApiTags('football')
@Controller('api/football')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

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
   * The URL every view and event gives for a club's crest stays this one: with a real feed it
   * redirects to the feed's image, so a crest the feed changes reaches cards already announced.
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
