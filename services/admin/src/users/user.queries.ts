import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageRequest } from '../validation/paging.dto';
import { containsPattern } from '@p2p/service-kit';
import { USER_COLUMNS, UserRow } from './admin-user.view';
import type { ListUsersQueryDto } from './dto/list-users.query';

/** Reads of the users read model; rows without an identity (not yet registered here) are never listed. */
@Injectable()
export class UserQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(filter: ListUsersQueryDto, page: PageRequest): Promise<{ rows: UserRow[]; total: number }> {
    const conditions = ['username IS NOT NULL'];
    const parameters: unknown[] = [];
    const parameter = (value: unknown) => `$${parameters.push(value)}`;
    if (filter.search) {
      const pattern = parameter(containsPattern(filter.search));
      conditions.push(`(username ILIKE ${pattern} OR email ILIKE ${pattern} OR name ILIKE ${pattern})`);
    }
    if (filter.role) conditions.push(`role = ${parameter(filter.role)}`);
    if (filter.status) conditions.push(`status = ${parameter(filter.status)}`);
    if (filter.ids) conditions.push(`id = ANY(${parameter(filter.ids)}::text[])`);
    const where = conditions.join(' AND ');
    const paging = `LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${USER_COLUMNS} FROM users WHERE ${where} ORDER BY joined_at DESC NULLS LAST, id DESC ${paging}`,
        [...parameters, page.limit, page.offset],
      ) as Promise<UserRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM users WHERE ${where}`, parameters) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { rows, total };
  }

  async one(userId: string): Promise<UserRow | null> {
    const rows: UserRow[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND username IS NOT NULL`,
      [userId],
    );
    return rows[0] ?? null;
  }
}
