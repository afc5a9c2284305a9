import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser } from '@p2p/service-kit';
import { ListNotificationsQueryDto } from './dto/list-notifications.query';
import { NotificationCentre } from './notification-centre.service';
import { NotificationNotFoundError } from './notification.errors';

const notificationId = new ParseUUIDPipe({ exceptionFactory: () => new NotificationNotFoundError() });

/** The header bell and its list: the signed-in user's own notifications only. */
@ApiTags('notifications')
@Controller('api/notifications')
@Auth()
export class NotificationsController {
  constructor(private readonly centre: NotificationCentre) {}

  @Get()
  @ApiOperation({ summary: "The caller's notifications, newest first, optionally unread only, paged" })
  list(@CurrentUser() user: AuthUser, @Query() query: ListNotificationsQueryDto) {
    return this.centre.list(user.id, {
      unread: query.unread === 'true',
      page: query.page,
      limit: query.limit,
    });
  }

  @Get('unread-count')
  @ApiOperation({ summary: "How many of the caller's notifications are unread" })
  unreadCount(@CurrentUser() user: AuthUser) {
    return this.centre.unreadCount(user.id);
  }

  @Post('read-all')
  @ApiOperation({ summary: "Mark all the caller's notifications read" })
  @HttpCode(200)
  markAllRead(@CurrentUser() user: AuthUser) {
    return this.centre.markAllRead(user.id);
  }

  @Post(':id/read')
  @ApiOperation({ summary: "Mark one of the caller's notifications read" })
  @HttpCode(200)
  markRead(@CurrentUser() user: AuthUser, @Param('id', notificationId) id: string) {
    return this.centre.markRead(user.id, id);
  }
}
