import type { Company, User } from '../../db/schema.ts';

// Wire shapes of SPEC §3 (User, Company).
export type UserDto = {
  id: number;
  name: string;
  last_name: string;
  email: string;
  /** List of image URLs; the first is used, else the web shows a default. */
  avatar: string[];
};

export type CompanyDto = {
  id: number;
  code: string;
  name: string;
  percentage_indirect_expenses: number | null;
};

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    avatar: user.avatar_url ? [user.avatar_url] : [],
  };
}

export function toCompanyDto(company: Company): CompanyDto {
  return {
    id: company.id,
    code: company.code,
    name: company.name,
    percentage_indirect_expenses: company.percentage_indirect_expenses,
  };
}
