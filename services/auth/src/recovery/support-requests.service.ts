import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { SupportRequestDto } from './dto/support-request.dto';
import { SupportRequest } from './support-request.entity';

/** Kept for the support team; nothing is sent to the contact address, so the form cannot spam one. */
@Injectable()
export class SupportRequestsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(request: SupportRequestDto): Promise<{ id: string }> {
    const id = randomUUID();
    await this.dataSource.getRepository(SupportRequest).insert({ id, ...request, status: 'open' });
    return { id };
  }
}
