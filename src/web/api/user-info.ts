import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '../../shared/api/user.ts';
import { apiFetch } from './client.ts';

export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiFetch<UserInfo>('/api/auth/user-info', { signal });
}

export function getUserInfoQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'user-info'],
    queryFn: ({ signal }) => getUserInfo(signal),
    retry: false,
  });
}

export function useUserInfo() {
  return useQuery(getUserInfoQueryOptions());
}
