import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, RawResponse, reply } from '@p2p/service-kit';
import { PaymentMethodDto, UpdatePaymentMethodDto } from './dto/payment-method.dto';
import { PaymentMethodsService } from './payment-methods.service';
import { PaymentMethodView } from './payment-method.view';

@ApiTags('Payment methods')
@Controller('api/deposits')
export class PaymentMethodsController {
  constructor(private readonly methods: PaymentMethodsService) {}

  @Get('payment-methods')
  @Auth()
  @RawResponse()
  @ApiOperation({ summary: 'Active payment methods a depositor can choose: { success, paymentMethods }' })
  @ApiOkResponse({ type: PaymentMethodView, isArray: true })
  async listActive() {
    return { success: true, paymentMethods: await this.methods.listActive() };
  }
}

@ApiTags('Admin: payment methods')
@Controller('api/direct-payments/admin/methods')
@Auth({ roles: ['admin'] })
export class AdminPaymentMethodsController {
  constructor(private readonly methods: PaymentMethodsService) {}

  @Get()
  @ApiOperation({ summary: 'Every payment method, active or disabled: { success, data: [...] }' })
  @ApiOkResponse({ type: PaymentMethodView, isArray: true })
  list() {
    return this.methods.listAll();
  }

  @Post()
  @ApiOperation({ summary: 'Add a payment method; the details required depend on its type' })
  async create(@CurrentUser() admin: AuthUser, @Body() dto: PaymentMethodDto) {
    return reply(await this.methods.create(dto, admin.id), 'Payment method added successfully');
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a payment method (the enable/disable toggle sends it whole)' })
  async update(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() dto: UpdatePaymentMethodDto) {
    return reply(await this.methods.update(id, dto, admin.id), 'Payment method updated successfully');
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a payment method; deposits made through it keep referring to it' })
  async remove(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    await this.methods.remove(id, admin.id);
    return reply(null, 'Payment method deleted successfully');
  }
}
