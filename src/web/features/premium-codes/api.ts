import type {
  CreateCodesBody,
  PremiumCodeSummary,
  RedeemCodeResponse,
} from '../../../shared/api/premium-codes.ts';
import { apiFetch } from '../../api/client.ts';

export const redeemCode = (code: string) =>
  apiFetch<RedeemCodeResponse>('/api/premium-codes/redeem', { method: 'POST', body: { code } });

export const listCodes = () => apiFetch<{ codes: PremiumCodeSummary[] }>('/api/admin/premium-codes');

export const createCodes = (body: CreateCodesBody) =>
  apiFetch<{ codes: string[]; created: PremiumCodeSummary[] }>('/api/admin/premium-codes', {
    method: 'POST',
    body,
  });
