import React, { useEffect, useState } from 'react';
import {
  TUIStore,
  StoreName,
  NAME,
  TUIGlobal,
  TUICallKitAPI,
} from '../../../../TUICallService';
import { useTranslate } from '../../../hooks';
import AutoPlayDialogStyle from './AutoPlayDialog.module.scss';

export default function AutoPlayDialog() {
  const { t } = useTranslate();
  // The onAutoPlayFailed event is listened in CallService at initialization time and its result is
  // stored in TUIStore, so here we only need to sync the visibility from the store.
  const [
    isAutoPlayDialogVisible,
    setIsAutoPlayDialogVisible,
  ] = useState(TUIStore.getData(StoreName.CALL, NAME.IS_SHOW_AUTO_PLAY_DIALOG));

  const handleAutoPlayDialogVisibleChange = (value: boolean) => {
    setIsAutoPlayDialogVisible(value);
  };

  useEffect(() => {
    TUIStore.watch(StoreName.CALL, {
      [NAME.IS_SHOW_AUTO_PLAY_DIALOG]: handleAutoPlayDialogVisibleChange,
    });

    return () => {
      TUIStore.unwatch(StoreName.CALL, {
        [NAME.IS_SHOW_AUTO_PLAY_DIALOG]: handleAutoPlayDialogVisibleChange,
      });
    };
  }, []);

  const handleResumePlaybackClick = () => {
    TUIStore.update(StoreName.CALL, NAME.IS_SHOW_AUTO_PLAY_DIALOG, false);
    (TUICallKitAPI as any)?._autoPlayResume?.();
  };

  if (!isAutoPlayDialogVisible || !TUIGlobal.isH5) {
    return null;
  }

  return (
    <div className={AutoPlayDialogStyle['auto-play-dialog']}>
      <div>{typeof t === 'function' ? t('auto play failed') : ''}</div>
      <div
        className={AutoPlayDialogStyle['auto-play-action']}
        onClick={handleResumePlaybackClick}
      >
        {typeof t === 'function' ? t('click to resume') : ''}
      </div>
    </div>
  );
}
