import { errorStatus, fetchDoorloopjes, fetchGlobalSettings, globalSettingsQuery, guideListQuery, queryClient, useSessionStore } from '@doorloopjes/runtime';

export type PreviewLoad = 'shown' | 'refused' | 'unreachable';

/**
 * The preview page's stand-in for the session's load: the site's settings and the guide list
 * (drafts included: the preview credential is set), no user. It never reads a teacher's data, so
 * a teacher logged in in the same browser stays logged in and her lists are not touched. Also
 * the first check of the credential: a refused one (expired, forged) is 'refused'.
 */
export async function loadPreviewSession(): Promise<PreviewLoad> {
  try {
    const [settings, guides] = await Promise.all([fetchGlobalSettings(), fetchDoorloopjes()]);
    queryClient.setQueryData(globalSettingsQuery.queryKey, settings);
    queryClient.setQueryData(guideListQuery.queryKey, guides);
    useSessionStore.setState({ loading: false, initialised: true, connectionLost: false, sessionConfirmed: true });
    return 'shown';
  } catch (error) {
    return errorStatus(error) === 401 ? 'refused' : 'unreachable';
  }
}
