import { getContent } from '@doorloopjes/runtime';
import { type SingleResponse } from '@doorloopjes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { PublicRichPage } from '../../types';
import { privacyStatementRequest } from './richPageRequests';
import { richPageKeys } from './richPageKeys';

/** The privacy statement (public). */
export async function fetchPrivacyStatement(): Promise<PublicRichPage | null> {
  return (await getContent<SingleResponse<PublicRichPage>>(privacyStatementRequest)).data;
}

export const privacyStatementQuery = queryOptions({ queryKey: richPageKeys.privacyStatement(), queryFn: fetchPrivacyStatement });
